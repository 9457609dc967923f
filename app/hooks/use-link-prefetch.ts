// Prefetches the pages behind the content links a reader can see, once the page has settled, so
// following one does not wait for the network (on a 400 ms round-trip link that wait alone is
// most of half a second). Few, small and polite: the first links in view only, pages up to
// PREFETCH_MAX_BYTES of markdown, in idle time, and never when the reader asked to save data.

import { useEffect, type RefObject } from 'react'
import { whenIdle } from '../dom/schedule'
import { prefetchAllowed, readerConnection } from '../dom/prefetch-allowed'

/** How long a page is shown before its links are prefetched. */
const PREFETCH_DELAY_MS = 1000
/** At most this many pages are prefetched per page shown. */
const PREFETCH_LIMIT = 4
/** Larger pages are fetched when asked for (the API reference is 200 KB). */
const PREFETCH_MAX_BYTES = 64 * 1024

/** A link the content may prefetch: its target's size and how to load it. */
export interface PrefetchTarget {
  key: string
  bytes: number
  load: () => Promise<unknown>
}

/**
 * Watches the links of `root` and prefetches up to PREFETCH_LIMIT of those in view, again
 * whenever `shown` (what the element shows) changes; `targetOf` names what a link would load
 * (undefined: not a page of this site, or the page itself).
 */
export function useLinkPrefetch(
  root: RefObject<HTMLElement | null>,
  shown: unknown,
  targetOf: (a: HTMLAnchorElement) => PrefetchTarget | undefined,
): void {
  useEffect(() => {
    const element = root.current
    if (!element) return
    // Says what was decided, for anyone inspecting the page (and the browser tests).
    element.dataset.prefetch = prefetchAllowed(readerConnection()) ? 'on' : 'off'
    if (element.dataset.prefetch === 'off') return
    const done = new Set<string>()
    let observer: IntersectionObserver | undefined
    let cancelIdle = () => {}
    const start = () => {
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          observer?.unobserve(entry.target)
          const target = targetOf(entry.target as HTMLAnchorElement)
          if (!target || done.has(target.key) || target.bytes > PREFETCH_MAX_BYTES) continue
          if (done.size >= PREFETCH_LIMIT) return observer?.disconnect()
          done.add(target.key)
          target.load().catch(() => undefined)
        }
      })
      // Not links within the page (a heading's own anchor): every watched element's place is
      // computed again at each frame, and a page of thousands of headings has as many.
      for (const a of element.querySelectorAll('a[href]:not([href^="#"])')) observer.observe(a)
    }
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(start, PREFETCH_DELAY_MS)
    }, PREFETCH_DELAY_MS)
    return () => {
      window.clearTimeout(timer)
      cancelIdle()
      observer?.disconnect()
    }
  }, [root, shown, targetOf])
}
