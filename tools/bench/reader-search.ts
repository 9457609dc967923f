// The reader's first search, as issue 40 describes it: a cold visit, three seconds of reading after
// the page's text appears, then '/' and a word typed at a reader's pace; timed from the '/' press.

import type { Browser } from 'playwright-core'
import { freshPage, type NetworkProfile } from './load-metrics'

/** How the reader behaves: what they type, how long they read first, how fast they type. */
export interface ReaderSearchPlan {
  query: string
  /** From the page's text being painted to the '/' press. */
  readMs: number
  /** Between two typed keys. */
  keyDelayMs: number
}

/** One reader's first search, in ms from the '/' press. */
export interface ReaderSearchSample {
  /** Until the search field was shown (the dialog's code arrived). */
  dialog: number
  /** Until the first results were painted (for whatever had been typed by then). */
  first: number
  /** Until the results for the whole word were painted, from the full text too (no "searching the full text" left). */
  full: number
  /** The longest main-thread task from the press to the full results (0: none over 50 ms). */
  longestTask: number
}

/**
 * Runs in the page: from the '/' key on, records when the search field, the first hit and the
 * whole query's complete results are painted, and the longest task meanwhile. Painted: the frame
 * after the DOM change (as load-metrics.ts's probe counts the text).
 */
const SEARCH_PROBE = `((query) => {
  const s = (window.__search = { longest: 0 })
  const painted = (key) => {
    if (s[key] !== undefined) return
    s[key] = null
    requestAnimationFrame(() => { s[key] = performance.now() })
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (s.start !== undefined) s.longest = Math.max(s.longest, entry.duration)
  }).observe({ type: 'longtask' })
  const check = () => {
    if (s.start === undefined) return
    const input = document.querySelector('.search-input')
    if (input) painted('dialog')
    if (document.querySelector('.search-hit')) painted('first')
    if (input && input.value === query && document.querySelector('.search-hit') && !document.querySelector('.search-more')) {
      painted('full')
    }
  }
  window.addEventListener('keydown', (event) => {
    if (event.key !== '/' || s.start !== undefined) return
    s.start = performance.now()
    // A field's value set by script changes no node: look again every 50 ms too.
    setInterval(check, 50)
  }, { capture: true })
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
  document.addEventListener('input', check, { capture: true })
})`

/**
 * One run in a fresh context (empty cache, no service worker: its own fetches would bypass the
 * emulated link): opens `url`, waits until the text has been painted and `readMs` more, presses
 * '/', types the query key by key and waits for its complete results.
 */
async function measureReaderSearch(
  browser: Browser,
  profile: NetworkProfile,
  url: string,
  plan: ReaderSearchPlan,
  timeout = 90_000,
): Promise<ReaderSearchSample> {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  try {
    const { page } = await freshPage(context, profile)
    await page.addInitScript(`${SEARCH_PROBE}(${JSON.stringify(plan.query)})`)
    await page.goto(url, { waitUntil: 'commit', timeout })
    // The probe's text (a page without a paragraph counts from its heading).
    await page.waitForFunction(
      `typeof window.__bench?.body === 'number' ||
       (typeof window.__bench?.heading === 'number' && !!document.querySelector('main .content') && !document.querySelector('main .content p'))`,
      undefined,
      { timeout, polling: 50 },
    )
    const textAt = (await page.evaluate('window.__bench.body ?? window.__bench.heading')) as number
    const now = (await page.evaluate('performance.now()')) as number
    await page.waitForTimeout(Math.max(0, textAt + plan.readMs - now))
    await page.keyboard.press('/')
    await page.keyboard.type(plan.query, { delay: plan.keyDelayMs })
    await page
      .waitForFunction('typeof window.__search.full === "number"', undefined, { timeout, polling: 100 })
      .catch(async (error: unknown) => {
        const seen = await page.evaluate(`JSON.stringify({
          ...window.__search,
          field: document.querySelector('.search-input')?.value,
          shown: document.querySelector('.search-body')?.textContent.slice(0, 80),
        })`)
        throw new Error(`no complete results for "${plan.query}" (${seen}): ${(error as Error).message}`)
      })
    return (await page.evaluate(`(({ start, dialog, first, full, longest }) => ({
      dialog: dialog - start,
      first: first - start,
      full: full - start,
      longestTask: longest,
    }))(window.__search)`)) as ReaderSearchSample
  } finally {
    await context.close()
  }
}

/** `runs` readers' first searches, one after another, each in its own fresh context. */
export async function readerSearchRuns(
  browser: Browser,
  profile: NetworkProfile,
  url: string,
  plan: ReaderSearchPlan,
  runs: number,
): Promise<ReaderSearchSample[]> {
  const samples: ReaderSearchSample[] = []
  for (let run = 0; run < runs; run++) samples.push(await measureReaderSearch(browser, profile, url, plan))
  return samples
}

/** The median of each measure over the runs (the middle one; the mean of the two middle ones for an even count). */
export function medianSample(samples: ReaderSearchSample[]): ReaderSearchSample {
  const of = (key: keyof ReaderSearchSample) => {
    const sorted = samples.map((s) => s[key]).sort((a, b) => a - b)
    const mid = sorted.length >> 1
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
  }
  return { dialog: of('dialog'), first: of('first'), full: of('full'), longestTask: of('longestTask') }
}
