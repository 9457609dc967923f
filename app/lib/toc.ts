// Table-of-contents helpers: which headings show (the depth a page's frontmatter asks for is
// toc-depth.ts's, the heading the reader is at scroll-spy.ts's: the first paint needs neither).

import type { Heading } from '../../manifest/types'

/** Outline levels shown by default (levels 2 to 6 exist; 2 unless a page asks for more). */
export const DEFAULT_TOC_DEPTH = 2

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
