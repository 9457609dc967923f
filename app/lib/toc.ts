// Table-of-contents helpers: which headings show, and which one the reader is at (scroll spy).

import type { Heading } from '../../manifest/types'

/** Outline levels shown by default (levels 2 to 6 exist; 2 unless a page asks for more). */
export const DEFAULT_TOC_DEPTH = 2

/** Scroll-spy settings: 200 ms delay, 5 px offset. */
export const SCROLL_SPY_DELAY_MS = 200
export const SCROLL_SPY_OFFSET_PX = 5

/**
 * Depth from frontmatter (`headerDepth`, else `sidebarDepth`), clamped to 2..6.
 * Returns 0 when the page turns the outline off (`toc: false`).
 */
export function tocDepth(frontmatter: Record<string, unknown>): number {
  if (frontmatter.toc === false) return 0
  const raw = frontmatter.headerDepth ?? frontmatter.sidebarDepth
  const n = typeof raw === 'number' ? raw : Number(raw)
  if (raw === undefined || !Number.isFinite(n)) return DEFAULT_TOC_DEPTH
  return Math.min(6, Math.max(2, Math.round(n)))
}

/**
 * Entries the outline lists at most. Real pages stay far below it (the API reference has about
 * 200); a generated page of thousands of headings would spend seconds building and laying out a
 * list no reader scrolls, so the outline ends with a count of the headings it leaves out.
 */
export const TOC_MAX_ENTRIES = 500

/** Headings of levels 2..depth, in document order. */
export function tocHeadings(headings: Heading[], depth: number): Heading[] {
  return headings.filter((h) => h.level >= 2 && h.level <= depth)
}

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
