// Everything the navbar renders for search: the button, the shortcuts, the preconnect hint, the lazy dialog.

import { lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import type { SiteData } from '../../manifest/types'
import type { UiText } from '../../manifest/ui/ui-strings'
import { hostedOrigin, usesHostedSearch } from '../../manifest/search/hosted-search'
import { SearchButton } from './SearchButton'
import type { PageInfo } from './SearchResults'
import { loadedSearchDialog, loadSearchDialog, search, warmUp } from './index'
import { catchTypedSearch, NOTHING_TYPED, type TypedAhead } from './catch-typed-search'
import { olderVersionRead } from '../lib/versions'
import type { SiteSearch } from './types'
import { useSearchShortcuts } from './use-search-shortcuts'
import { SiteSearchContext } from './site-search-context'
import './search.css'

const LazySearchDialog = lazy(() => loadSearchDialog().then((component) => ({ default: component })))
/** The dialog as rendered: lazily, or (its chunk already here) directly. */
type DialogComponent = typeof LazySearchDialog | typeof import('./SearchDialog').SearchDialog

/**
 * The dialog's component for an opening: its own once its chunk has arrived (fetched ahead), so
 * it shows in the frame of the key press; a lazy one that suspends would be shown only after
 * React's wait before revealing a boundary (about 300 ms), with the keys typed meanwhile held.
 */
function dialogComponent(): DialogComponent {
  return loadedSearchDialog() ?? LazySearchDialog
}

/**
 * The facade the dialog searches with (handed to it: types.ts's SiteSearch says why), for the
 * older version being read (its hosted search facet) or the current one (undefined).
 */
function siteSearch(version: string | undefined): SiteSearch {
  return { search: (term) => search(term, version), warmUp: () => warmUp(version) }
}

/** Props: the base path, the site data (for search settings) and in-app navigation. */
export interface SearchLauncherProps {
  base: string
  /** Search settings, and the versions list (an older version's hosted search is filtered on it). */
  site: Pick<SiteData, 'search'> & Partial<Pick<SiteData, 'versions'>>
  /** Navigates in-app to a route and optional anchor, e.g. `('/manual/jobs', 'options')`. */
  navigate?: (route: string, hash?: string) => void
  /** The site's interface text. */
  text: UiText
  /** Where a result's page sits and its description (shown beside same-named results). */
  pageInfo?: (route: string) => PageInfo
}

/** Search button + '/' and Ctrl/Cmd+K shortcuts + lazily loaded dialog; focus returns on close. */
export function SearchLauncher({ base, site, navigate, text, pageInfo }: SearchLauncherProps) {
  const [open, setOpen] = useState(false)
  const version = olderVersionRead(site.versions ?? [], base)
  const given = useContext(SiteSearchContext)
  const facade = useMemo(() => given ?? siteSearch(version), [given, version])
  const returnTo = useRef<HTMLElement | null>(null)
  const close = useCallback(() => {
    setOpen(false)
    const target = returnTo.current
    returnTo.current = null
    if (target && target.isConnected) target.focus({ preventScroll: true })
  }, [])
  // What the reader types before the dialog's field is there (its chunk loading) goes into it.
  const typed = useRef<TypedAhead>(NOTHING_TYPED)
  // Chosen when opened and kept while open (changing it would mount the dialog anew).
  const dialog = useRef<DialogComponent>(LazySearchDialog)
  const show = useCallback(
    (text?: string) => {
      // The index and its code load while the dialog's own chunk does, not after it.
      facade.warmUp()
      if (open) return
      returnTo.current = document.activeElement as HTMLElement | null
      typed.current = catchTypedSearch(text, close)
      dialog.current = dialogComponent()
      setOpen(true)
    },
    [open, close, facade],
  )
  useSearchShortcuts(show, !open)
  usePreconnect(site.search)
  const SearchDialog = dialog.current
  return (
    <>
      <SearchButton onOpen={() => show()} onWarmUp={facade.warmUp} text={text} />
      {open && (
        <Suspense fallback={null}>
          <SearchDialog
            base={base}
            navigate={navigate}
            onClose={close}
            text={text}
            typed={typed.current}
            pageInfo={pageInfo}
            site={facade}
          />
        </Suspense>
      )}
    </>
  )
}

/** Adds `<link rel="preconnect">` to the hosted search host, only when hosted search is enabled. */
function usePreconnect(search: SiteData['search']) {
  const origin = usesHostedSearch(search) ? hostedOrigin(search.hosted) : undefined
  useEffect(() => {
    if (!origin || document.querySelector(`link[rel="preconnect"][href="${origin}"]`)) return
    const link = document.createElement('link')
    link.rel = 'preconnect'
    link.href = origin
    link.crossOrigin = 'anonymous'
    document.head.appendChild(link)
    return () => link.remove()
  }, [origin])
}
