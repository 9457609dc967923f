// "On this page": the outline (levels 2..depth) with scroll spy (200 ms delay, 5 px offset).
// Plain anchors and one click handler: a long outline (200 entries on the API page) renders in a
// fraction of the time router links take, and in-page jumps still go through the router. Narrow
// windows get the same list in a disclosure under the title (TocDisclosure).

import { useRouter } from '@tanstack/react-router'
import { useMemo, useRef, useState, type MouseEvent } from 'react'
import type { Heading } from '../../manifest/types'
import { useScrollSpy } from '../hooks/use-scroll-spy'
import { useSite, useUiText } from '../hooks/use-site'
import { withBase } from '../lib/base-path'
import { isModifiedClick } from '../lib/modified-click'
import { splatTarget } from '../lib/route-link'
import { TOC_MAX_ENTRIES } from '../lib/toc'

/** Props: the headings to show and the page route (for link targets). */
export interface TocProps {
  headings: Heading[]
  route: string
}

/** The table of contents; hidden when there is nothing to list. */
export function Toc({ headings: all, route }: TocProps) {
  const text = useUiText()
  const list = useTocList(all, route)
  if (!list) return null
  return (
    <nav className="toc" aria-label={text('toc.title')} onClick={list.onClick}>
      <div className="toc-title">{text('toc.title')}</div>
      {list.items}
    </nav>
  )
}

/**
 * "On this page" for phones and narrow windows, where the side outline has no room: a collapsed
 * disclosure under the page title with the same headings. It closes when one is chosen and
 * starts closed on every page (the caller keys it by route).
 */
export function TocDisclosure({ headings: all, route }: TocProps) {
  const text = useUiText()
  const [open, setOpen] = useState(false)
  const details = useRef<HTMLDetailsElement>(null)
  // Closed in the page at once as well: a toggle event of the opening that is still queued then
  // reads it closed, instead of opening it again after the jump.
  const list = useTocList(all, route, () => {
    if (details.current) details.current.open = false
    setOpen(false)
  })
  if (!list) return null
  return (
    <details
      ref={details}
      className="toc-disclosure"
      open={open}
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className="toc-disclosure-summary">{text('toc.title')}</summary>
      <nav className="toc-disclosure-list" aria-label={text('toc.title')} onClick={list.onClick}>
        {list.items}
      </nav>
    </details>
  )
}

/** The outline's list and its click handler (in-page jumps through the router); null when empty. */
function useTocList(all: Heading[], route: string, onJump?: () => void) {
  const headings = useMemo(() => all.slice(0, TOC_MAX_ENTRIES), [all])
  const active = useScrollSpy(headings)
  const router = useRouter()
  const { base } = useSite()
  const text = useUiText()
  if (!headings.length) return null
  const top = Math.min(...headings.map((h) => h.level))
  const page = withBase(base, route)

  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || isModifiedClick(e)) return
    const slug = (e.target as Element).closest?.('a')?.dataset.slug
    if (slug === undefined) return
    e.preventDefault()
    onJump?.()
    void router.navigate(splatTarget(route, slug))
  }

  const items = (
    <ul>
      {headings.map((h) => (
        <li key={h.slug} className={`toc-item toc-level-${h.level - top}`}>
          <a
            href={`${page}#${encodeURIComponent(h.slug)}`}
            data-slug={h.slug}
            className={h.slug === active ? 'active' : undefined}
          >
            {h.text}
          </a>
        </li>
      ))}
      {all.length > headings.length && (
        <li className="toc-more">{text('toc.more', { count: all.length - headings.length })}</li>
      )}
    </ul>
  )
  return { items, onClick }
}
