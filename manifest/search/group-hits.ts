// Result shaping for the dialog: hits grouped by page, best page first, a few sections per page.

import type { SearchHit } from './types'

/** One page of results with its matching sections (the page top included when it matched). */
export interface HitGroup {
  /** Page part of the hit URLs (no fragment). */
  page: string
  title: string
  hits: SearchHit[]
}

/**
 * Groups hits by page in order of each page's best hit.
 * @example groupHits([a#x, b, a#y]) → [{ page: a, hits: [a#x, a#y] }, { page: b, hits: [b] }]
 */
export function groupHits(hits: SearchHit[], maxPages = 12, maxPerPage = 4): HitGroup[] {
  const groups = new Map<string, HitGroup>()
  for (const hit of hits) {
    const page = hit.url.split('#')[0]
    let group = groups.get(page)
    if (!group) {
      if (groups.size >= maxPages) continue
      group = { page, title: hit.hierarchy.lvl0, hits: [] }
      groups.set(page, group)
    }
    if (group.hits.length < maxPerPage) group.hits.push(hit)
  }
  return [...groups.values()]
}
