// "On this page": the outline (levels 2..depth) with scroll spy (200 ms delay, 5 px offset).
// Plain anchors and one click handler: a long outline (200 entries on the API page) renders in a
// fraction of the time router links take, and in-page jumps still go through the router.

import { useRouter } from '@tanstack/react-router'
import { useMemo, type MouseEvent } from 'react'
import type { Heading } from '../../manifest/types'
import { useScrollSpy } from '../hooks/use-scroll-spy'
import { useSite, useUiText } from '../hooks/use-site'
import { withBase } from '../lib/base-path'
import { splatTarget } from '../lib/route-link'
import { TOC_MAX_ENTRIES } from '../lib/toc'

/** Props: the headings to show and the page route (for link targets). */
export interface TocProps {
  headings: Heading[]
  route: string
}

/** The table of contents; hidden when there is nothing to list. */
export function Toc({ headings: all, route }: TocProps) {
  const headings = useMemo(() => all.slice(0, TOC_MAX_ENTRIES), [all])
  const active = useScrollSpy(headings)
  const router = useRouter()
  const { base } = useSite()
  const text = useUiText()
  if (!headings.length) return null
  const top = Math.min(...headings.map((h) => h.level))
  const page = withBase(base, route)

  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    const slug = (e.target as Element).closest?.('a')?.dataset.slug
    if (slug === undefined) return
    e.preventDefault()
    void router.navigate(splatTarget(route, slug))
  }

  return (
    <nav className="toc" aria-label={text('toc.title')} onClick={onClick}>
      <div className="toc-title">{text('toc.title')}</div>
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
    </nav>
  )
}
