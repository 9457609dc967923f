// When the first paint requests the app's code: one round trip before its own files are all in.
//
// On a slow link every byte shares the bandwidth, so the app's code (over 100 KB) is not requested
// while the page's text still needs the link. Requested only once the last of the first paint's
// files was in, its first byte came a round trip later, and the link stood idle meanwhile (0.4 s
// at 400 ms). So once a single file of the first paint is still coming (its size, as served, is
// written on its link by the build: data-bytes), the time it needs is worked out from what has
// come so far, and the app is requested a round trip before that. Each figure errs late: the rate
// counts only the files that are in, and the last file is taken to have received no more than the
// largest of them, which came in beside it. Where a figure is missing, the app is requested when
// the first paint's code is in, as before.

import { SERVED_BYTES_ATTR } from '../../manifest/shell/served-bytes-attr'

/** A file of the first paint that is in (a Resource Timing entry). */
export interface FinishedFile {
  /** Bytes as transferred. */
  bytes: number
  /** When it was requested (ms, the page's clock). */
  start: number
  /** When its last byte came. */
  end: number
}

/**
 * When to request the app (ms, the page's clock), from the sizes of the first paint's files still
 * coming (undefined: not known) and those that are in. Undefined when it cannot be told: more
 * than one file still coming, or a size or a rate missing.
 */
export function appRequestTime(coming: Array<number | undefined>, finished: FinishedFile[]): number | undefined {
  if (coming.length !== 1 || finished.length === 0) return undefined
  const last = coming[0]
  if (last === undefined) return undefined
  // The quickest file took a round trip and a little more: its time stands for the round trip.
  const rtt = Math.min(...finished.map((f) => f.end - f.start))
  // The link has been busy since a round trip after the first request.
  const busySince = Math.min(...finished.map((f) => f.start)) + rtt
  const lastEnd = Math.max(...finished.map((f) => f.end))
  const received = Math.min(last, Math.max(...finished.map((f) => f.bytes)))
  const delivered = finished.reduce((sum, f) => sum + f.bytes, 0) + received
  // Nothing transferred (files from the cache): no rate to tell from.
  if (!(delivered > 0)) return undefined
  // All of it in within a round trip: a fast link, where the app is asked for at once.
  if (lastEnd <= busySince) return lastEnd
  return lastEnd + (last - received) / (delivered / (lastEnd - busySince)) - rtt
}

/**
 * Calls `start` a round trip before the last of the first paint's files (the page's preloads
 * and stylesheet) is in, when that can be told (`appRequestTime`); never when it cannot. Returns
 * a function that stops watching.
 */
export function startAppAhead(doc: Document, start: () => void): () => void {
  const links = Array.from(
    doc.head.querySelectorAll<HTMLLinkElement>(
      'link[rel="modulepreload"], link[rel="preload"], link[rel="stylesheet"]',
    ),
  )
  if (!links.length || typeof PerformanceObserver === 'undefined') return () => {}
  const sizes = new Map(links.map((link) => [link.href, Number(link.getAttribute(SERVED_BYTES_ATTR)) || undefined]))
  const finished = new Map<string, FinishedFile>()
  let timer: number | undefined
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      if (sizes.has(entry.name) && entry.responseEnd > 0) {
        finished.set(entry.name, { bytes: entry.transferSize, start: entry.startTime, end: entry.responseEnd })
      }
    }
    const coming = [...sizes].filter(([url]) => !finished.has(url)).map(([, bytes]) => bytes)
    const at = coming.length ? appRequestTime(coming, [...finished.values()]) : performance.now()
    if (at === undefined) return
    stop()
    timer = window.setTimeout(start, Math.max(0, at - performance.now()))
  })
  const stop = () => observer.disconnect()
  try {
    observer.observe({ type: 'resource', buffered: true })
  } catch {
    return () => {}
  }
  return () => {
    stop()
    clearTimeout(timer)
  }
}
