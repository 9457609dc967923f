// The search dialog (loaded lazily): a native modal <dialog> (the page behind is inert, Tab stays
// inside, Escape closes), the input as a combobox over a listbox of results, and one polite live
// region that announces only the count ("3 results", "No results", "Offline index").

import '../entries/app-chunk' // its modules share one chunk (the file says why)
import '../entries/shared-chunk' // its modules share one chunk (the file says why)
import {
  useEffect,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react'
import { groupHits } from '../../manifest/search/group-hits'
import type { SearchHit } from '../../manifest/search/types'
import type { UiText } from '../../manifest/ui/ui-strings'
import { withBase } from '../lib/base-path'
import { isModifiedClick } from '../lib/modified-click'
import { addLazyStyle } from '../dom/lazy-style'
import { SearchResults, resultId, type PageInfo } from './SearchResults'
import type { SiteSearch } from './types'
import type { TypedAhead } from './catch-typed-search'
import { useSearch } from './use-search'
import css from './search-dialog.css' with { type: 'text' }

/** Props: the site base, how to navigate in-app, and how to close. */
export interface SearchDialogProps {
  base: string
  /** In-app navigation to a route (`/manual/jobs`) and optional anchor; defaults to a full page load. */
  navigate?: (route: string, hash?: string) => void
  onClose: () => void
  text: UiText
  /** The text typed since search was asked for, before this field had focus (taken once, when it has). */
  typed?: TypedAhead
  /** Where a result's page sits and its description, to tell same-named pages apart. */
  pageInfo?: (route: string) => PageInfo
  /** The search facade (types.ts's SiteSearch says why it is handed, not imported). */
  site: SiteSearch
}

/** Splits a hit url into route and hash. */
function parts(hit: SearchHit): [string, string | undefined] {
  const at = hit.url.indexOf('#')
  return at < 0 ? [hit.url, undefined] : [hit.url.slice(0, at), hit.url.slice(at + 1)]
}

/** Modal search dialog. */
export function SearchDialog({ base, navigate, onClose: close, text, typed, pageInfo, site }: SearchDialogProps) {
  // The dialog's styles come with its chunk, before it is first shown.
  useInsertionEffect(() => addLazyStyle('search-dialog', css), [])
  const { query, setQuery, state } = useSearch(site, typed?.sofar)
  const [active, setActive] = useState(0)
  const input = useRef<HTMLInputElement>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  /** Leaves the modal state first, so the launcher can give focus back to the page. */
  const onClose = () => {
    dialog.current?.close()
    close()
  }
  const response = state.status === 'done' ? state.response : undefined
  const groups = useMemo(() => (response ? groupHits(response.hits) : []), [response])
  const flat = useMemo(() => groups.flatMap((g) => g.hits), [groups])

  // Before the browser handles another key: the field has focus and what was held is in it, in
  // one go (keys typed between the first render and this commit were held too).
  useLayoutEffect(() => {
    const el = dialog.current
    if (el && !el.open) el.showModal()
    input.current?.focus()
    if (typed) setQuery(typed.take())
    site.warmUp()
    return () => el?.close()
  }, [site, typed, setQuery])
  // New results for the same terms (more of the index arrived) keep the reader's choice by URL;
  // results for other terms start at the top.
  const chosen = useRef<{ terms: string; url?: string }>({ terms: '' })
  useEffect(() => {
    const terms = response?.terms.join(' ') ?? ''
    const kept =
      terms === chosen.current.terms && chosen.current.url ? flat.findIndex((h) => h.url === chosen.current.url) : -1
    chosen.current = { terms, url: flat[Math.max(kept, 0)]?.url }
    setActive(Math.max(kept, 0))
  }, [response, flat])
  useEffect(() => {
    if (flat[active]) chosen.current.url = flat[active].url
  }, [active, flat])
  useEffect(() => {
    document.getElementById(resultId(active))?.scrollIntoView({ block: 'nearest' })
  }, [active])

  const hrefOf = (hit: SearchHit) => {
    const [route, hash] = parts(hit)
    return withBase(base, route) + (hash ? `#${hash}` : '')
  }
  const select = (hit: SearchHit) => {
    const [route, hash] = parts(hit)
    onClose()
    if (navigate) navigate(route, hash)
    else window.location.assign(hrefOf(hit))
  }
  const onResultClick = (hit: SearchHit, event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return
    event.preventDefault()
    select(hit)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // The dialog's own cancel would close it behind React's back: close through the launcher.
      event.preventDefault()
      onClose()
    } else if (event.key === 'ArrowDown' && flat.length) {
      event.preventDefault()
      setActive((a) => (a + 1) % flat.length)
    } else if (event.key === 'ArrowUp' && flat.length) {
      event.preventDefault()
      setActive((a) => (a - 1 + flat.length) % flat.length)
    } else if (event.key === 'Enter' && flat[active] && event.target === input.current) {
      event.preventDefault()
      select(flat[active])
    }
  }

  const count = flat.length ? text.plural('search.count', flat.length) : ''
  // Titles and headings answered first: "no results" waits for the full text.
  const moreComing = Boolean(response?.pending)
  const announcement =
    state.status !== 'done' || !response || (moreComing && !flat.length)
      ? ''
      : flat.length === 0
        ? text('search.count.none')
        : response.fallback
          ? text('search.count.offline', { results: count })
          : count

  return (
    <dialog
      ref={dialog}
      className="search-overlay"
      aria-label={text('search.dialog')}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="search-dialog" onKeyDown={onKeyDown}>
        <div className="search-field">
          <input
            ref={input}
            type="search"
            className="search-input"
            placeholder={text('search.placeholder')}
            aria-label={text('search.input')}
            role="combobox"
            aria-expanded={flat.length > 0}
            aria-controls="search-results"
            aria-autocomplete="list"
            aria-activedescendant={flat.length ? resultId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          {/* Named by what it shows and what it does ("Esc Close search"): an aria-label without
              the visible key would not match what a speech user reads on it. */}
          <button type="button" className="search-close" onClick={onClose} title={text('search.close')}>
            {text('search.closeKey')}
            <span className="visually-hidden"> {text('search.close')}</span>
          </button>
        </div>
        {response?.fallback && (
          <p className="search-source" role="note">
            {text('search.offlineNote')}
          </p>
        )}
        <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-search-status>
          {announcement}
        </p>
        <div className="search-body">
          {state.status === 'empty' && <p className="search-state">{text('search.prompt')}</p>}
          {state.status === 'loading' && <p className="search-state">{text('search.searching')}</p>}
          {state.status === 'error' && (
            <p className="search-state search-error" role="alert">
              {text('search.error')}
            </p>
          )}
          {response && flat.length === 0 && !moreComing && (
            <p className="search-state">{text('search.noResultsFor', { query: query.trim() })}</p>
          )}
          {flat.length > 0 && (
            <SearchResults
              groups={groups}
              terms={response?.terms ?? []}
              active={active}
              hrefOf={hrefOf}
              pageInfo={pageInfo}
              onSelect={onResultClick}
              onHover={setActive}
              label={text('search.results')}
            />
          )}
          {moreComing && <p className="search-state search-more">{text('search.fullText')}</p>}
        </div>
      </div>
    </dialog>
  )
}
