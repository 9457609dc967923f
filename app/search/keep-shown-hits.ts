// Fuller results for a query already on screen: what was shown stays where it was, new pages follow.

import type { SearchHit } from '../../manifest/search/types'

/**
 * The shown hits, unchanged and in their order, then the fuller answer's hits on pages not shown
 * yet, so nothing moves under the reader's pointer or selection when more of the index arrives.
 * @example keepShownHits([a, b#x], [c, a#y, b#x, d]) → [a, b#x, c, d]
 */
export function keepShownHits(shown: SearchHit[], fuller: SearchHit[]): SearchHit[] {
  const pages = new Set(shown.map((hit) => pageOf(hit)))
  return [...shown, ...fuller.filter((hit) => !pages.has(pageOf(hit)))]
}

function pageOf(hit: SearchHit): string {
  return hit.url.split('#')[0]
}
