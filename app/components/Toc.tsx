// "On this page": the outline (levels 2..depth) with scroll spy (SPEC §9: 200 ms, 5 px).

import type { Heading } from '../../manifest/types'
import { useScrollSpy } from '../hooks/use-scroll-spy'
import { AppLink } from './AppLink'

/** Props: the headings to show and the page route (for link targets). */
export interface TocProps {
  headings: Heading[]
  route: string
}

/** The table of contents; hidden when there is nothing to list. */
export function Toc({ headings, route }: TocProps) {
  const active = useScrollSpy(headings)
  if (!headings.length) return null
  const top = Math.min(...headings.map((h) => h.level))
  return (
    <nav className="toc" aria-label="On this page">
      <div className="toc-title">On this page</div>
      <ul>
        {headings.map((h) => (
          <li key={h.slug} className={`toc-item toc-level-${h.level - top}`}>
            <AppLink to={`${route}#${h.slug}`} className={h.slug === active ? 'active' : undefined}>
              {h.text}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
