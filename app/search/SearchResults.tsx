// The result list: pages in order, each with its matching sections as links with highlighted snippets.

import type { MouseEvent } from 'react'
import { highlightParts, snippetParts } from '../../manifest/search/result-snippet'
import type { HitGroup } from '../../manifest/search/group-hits'
import type { SearchHit } from '../../manifest/search/types'
import { SearchSnippet } from './SearchSnippet'

/** Props: grouped hits, the flat index of the active hit, and what to do on selection. */
export interface SearchResultsProps {
  groups: HitGroup[]
  terms: string[]
  active: number
  hrefOf: (hit: SearchHit) => string
  onSelect: (hit: SearchHit, event: MouseEvent<HTMLAnchorElement>) => void
  onHover: (index: number) => void
  /** Accessible name of the list. */
  label: string
  /** Where a page sits (its section's crumbs) and its description, by route. */
  pageInfo?: (route: string) => PageInfo
}

/** What the results show of a page beside its title. */
export interface PageInfo {
  /** Crumbs above the page (its section), outermost first; empty at the top level. */
  trail: string[]
  /** Page description: the excerpt of a hit whose section has no text of its own. */
  description?: string
}

/** DOM id of the n-th result (for aria-activedescendant). */
export const resultId = (n: number) => `search-result-${n}`

/** Grouped results. */
export function SearchResults(props: SearchResultsProps) {
  const { groups, terms, active, hrefOf, onSelect, onHover, label, pageInfo } = props
  let n = 0
  return (
    <div className="search-results" id="search-results" role="listbox" aria-label={label}>
      {groups.map((group) => {
        const info = pageInfo?.(group.page) ?? { trail: [] }
        const trail = info.trail.join(' › ')
        return (
          <section
            key={group.page}
            className="search-group"
            role="group"
            aria-label={trail ? `${group.title} (${trail})` : group.title}
          >
            <h3 className="search-group-title" aria-hidden="true">
              <span className="search-group-name">
                <SearchSnippet parts={highlightParts(group.title, terms)} />
              </span>
              {trail && <span className="search-group-trail">{trail}</span>}
            </h3>
            <ul role="none">
              {group.hits.map((hit) => {
                const index = n++
                return (
                  <li key={hit.url} role="none">
                    <a
                      id={resultId(index)}
                      className="search-hit"
                      role="option"
                      href={hrefOf(hit)}
                      aria-selected={index === active}
                      data-active={index === active || undefined}
                      onClick={(event) => onSelect(hit, event)}
                      onMouseMove={() => index !== active && onHover(index)}
                    >
                      <span className="search-hit-title">
                        <SearchSnippet parts={highlightParts(hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0, terms)} />
                      </span>
                      {/* Room for two lines from the start: the section's text replaces the page's
                        description when it arrives without moving the hits below. */}
                      <span className="search-hit-snippet">
                        <SearchSnippet parts={snippetParts(hit.content || info.description || '', terms)} />
                      </span>
                    </a>
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
