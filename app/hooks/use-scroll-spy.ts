// Scroll spy for the table of contents: which heading the reader is at.

import { useEffect, useState } from 'react'
import type { Heading } from '../../manifest/types'
import { afterNextPaint } from '../dom/schedule'
import { PIECE_CLASS } from '../page-dom/content-pieces'
import { activeHeadingIndex, SCROLL_SPY_DELAY_MS, SCROLL_SPY_OFFSET_PX } from '../lib/scroll-spy'

/**
 * Whether a heading's top is at or above `line` (px from the viewport top); a missing heading is
 * below. A heading in a piece of a long page that is off screen as a whole is placed by the piece,
 * so the browser does not lay the piece out to answer.
 */
function isAtOrAbove(heading: Element | null, line: number): boolean {
  if (!heading) return false
  const piece = heading.parentElement?.classList.contains(PIECE_CLASS) ? heading.parentElement : undefined
  if (piece) {
    const box = piece.getBoundingClientRect()
    if (box.bottom <= line) return true
    if (box.top > line) return false
  }
  return heading.getBoundingClientRect().top <= line
}

/** Slug of the active heading, updated at most every 200 ms while scrolling. */
export function useScrollSpy(headings: Heading[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined)
  useEffect(() => {
    let timer = 0
    const measure = () => {
      timer = 0
      const elements = headings.map((h) => document.getElementById(h.slug))
      const first = elements.find((el) => el)
      // Headings land at their scroll-margin (below the sticky navbar) when jumped to.
      const margin = first ? parseFloat(getComputedStyle(first).scrollMarginTop) || 0 : 0
      const line = margin + SCROLL_SPY_OFFSET_PX
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
      const index = activeHeadingIndex(elements.length, (i) => isAtOrAbove(elements[i], line), atBottom)
      setActive(index >= 0 ? headings[index]!.slug : undefined)
    }
    const onScroll = () => {
      if (!timer) timer = window.setTimeout(measure, SCROLL_SPY_DELAY_MS)
    }
    // Not before the page is painted: measuring forces a layout of the whole new page.
    const cancelFirst = afterNextPaint(measure)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelFirst()
      window.removeEventListener('scroll', onScroll)
      window.clearTimeout(timer)
    }
  }, [headings])
  return active
}
