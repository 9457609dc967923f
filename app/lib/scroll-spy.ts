// Scroll spy: which heading of the outline the reader is at.

/** Scroll-spy settings: 200 ms delay, 5 px offset. */
export const SCROLL_SPY_DELAY_MS = 200
export const SCROLL_SPY_OFFSET_PX = 5

/**
 * Index of the heading the reader is at: the last of `count` headings (in document order) that
 * `isAtOrAbove` the reading line; -1 before the first. When the page is scrolled to the bottom
 * the last heading wins. A binary search: a long page's headings are not all measured.
 */
export function activeHeadingIndex(count: number, isAtOrAbove: (index: number) => boolean, atBottom = false): number {
  if (atBottom) return count - 1
  let lo = 0
  let hi = count
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (isAtOrAbove(mid)) lo = mid + 1
    else hi = mid
  }
  return lo - 1
}
