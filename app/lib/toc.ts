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

/** Headings of levels 2..depth, in document order. */
export function tocHeadings(headings: Heading[], depth: number): Heading[] {
  return headings.filter((h) => h.level >= 2 && h.level <= depth)
}

/**
 * Index of the heading the reader is at: the last one whose top is at or above the
 * line `offset` px below the viewport top; -1 before the first heading.
 * When the page is scrolled to the bottom the last heading wins.
 */
export function activeHeadingIndex(tops: number[], offset: number, atBottom = false): number {
  if (atBottom && tops.length) return tops.length - 1
  let active = -1
  for (let i = 0; i < tops.length; i++) {
    if (tops[i]! <= offset) active = i
    else break
  }
  return active
}
