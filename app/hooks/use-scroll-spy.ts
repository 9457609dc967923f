// Scroll spy for the table of contents: which heading the reader is at.

import { useEffect, useState } from 'react'
import type { Heading } from '../../manifest/types'
import { afterNextPaint } from '../lib/schedule'
import { activeHeadingIndex, SCROLL_SPY_DELAY_MS, SCROLL_SPY_OFFSET_PX } from '../lib/toc'

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
      const tops = elements.map((el) => el?.getBoundingClientRect().top ?? Infinity)
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
      const index = activeHeadingIndex(tops, margin + SCROLL_SPY_OFFSET_PX, atBottom)
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
