// Measures one page load in Chromium over CDP: time to the visible page heading and text, FCP, critical-path bytes and requests.

import type { BrowserContext, CDPSession, Page } from 'playwright-core'

/** A network profile for Network.emulateNetworkConditions (null: unthrottled). */
export interface NetworkProfile {
  name: string
  /** Download speed in kbit/s. */
  downKbps?: number
  /** Round-trip time in ms. */
  rttMs?: number
}

/** What one load measured; times in ms from navigation start, bytes as transferred (compressed). */
export interface LoadSample {
  heading: number
  fcp?: number
  /** Requests finished before the heading was visible. */
  requests: number
  bytes: number
  /** JS and CSS part of `bytes`. */
  jsCssBytes: number
  /** When the page's first paragraph was painted (first paint or app); undefined when it has none. */
  text?: number
  /** JS and CSS transferred before the text was visible. */
  textJsCssBytes?: number
  /** Everything transferred before the text was visible (HTML, manifest, markdown, JS, CSS). */
  textBytes?: number
  /** Requests finished before the text was visible. */
  textRequests?: number
  /** When the app had taken over the page (its keys and links work from then on). */
  app?: number
}

/**
 * Runs in the page before any script: records the frame in which a non-empty page heading (the
 * app's `main h1`, or the static first paint's `.boot-shell h1`) is first painted, and the frame
 * in which the page's first paragraph of text is (`.boot-shell .content p` from the first-paint
 * script, or `main .content p` from the app), and the frame in which the app has taken over (its
 * `main h1`: from then on its keys and links work), and lets the bench time client-side
 * navigations the same way.
 */
const HEADING_PROBE = `(() => {
  const state = { heading: undefined, text: undefined, body: undefined, app: undefined }
  window.__bench = state
  const check = () => {
    const h1 = document.querySelector('main h1, .boot-shell h1')
    const text = h1 && h1.textContent.trim()
    if (text && h1.getBoundingClientRect().height > 0 && text !== state.text) {
      state.text = text
      // Count it when it is painted: frames wait for render-blocking stylesheets. Only the first
      // time: a title that gains its badge later (the app's "Commercial") was visible before.
      if (state.heading === undefined) requestAnimationFrame(() => { state.heading ??= performance.now() })
    }
    if (state.body === undefined) {
      const p = document.querySelector('.boot-shell .content p, main .content p')
      if (p && p.textContent.trim() && p.getBoundingClientRect().height > 0) {
        state.body = null
        requestAnimationFrame(() => { state.body = performance.now() })
      }
    }
    if (state.app === undefined && document.querySelector('main h1')) {
      state.app = null
      requestAnimationFrame(() => { state.app = performance.now() })
    }
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true })
})()`

/** True once the probe saw the heading. */
const HEADING_SEEN = 'window.__bench?.heading !== undefined'

/** True once the text was painted, or once the app shows a page without any paragraph. */
const TEXT_SETTLED = `typeof window.__bench?.body === 'number' ||
  (!!document.querySelector('main .content') && !document.querySelector('main .content p'))`

interface Finished {
  at: number
  bytes: number
  type: string
}

/** Bytes of the scripts and stylesheets among `requests`. */
function jsCss(requests: Finished[]): number {
  return requests.filter((f) => f.type === 'Script' || f.type === 'Stylesheet').reduce((n, f) => n + f.bytes, 0)
}

/** Applies the profile to a page's network (the page's own requests; a service worker is separate). */
async function emulate(cdp: CDPSession, profile: NetworkProfile): Promise<void> {
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.rttMs ?? 0,
    downloadThroughput: profile.downKbps ? (profile.downKbps * 1000) / 8 : -1,
    uploadThroughput: profile.downKbps ? (profile.downKbps * 1000) / 8 : -1,
  })
}

/** Loads `url` in `page` (already emulated through `cdp`) and measures it. */
export async function measureLoad(page: Page, cdp: CDPSession, url: string, timeout = 60_000): Promise<LoadSample> {
  const finished: Finished[] = []
  const types = new Map<string, string>()
  let start: number | undefined
  const onSent = (e: { requestId: string; timestamp: number; type?: string }) => {
    if (start === undefined && e.type === 'Document') start = e.timestamp
    types.set(e.requestId, e.type ?? 'Other')
  }
  const onDone = (e: { requestId: string; timestamp: number; encodedDataLength: number }) => {
    finished.push({ at: e.timestamp, bytes: e.encodedDataLength, type: types.get(e.requestId) ?? 'Other' })
  }
  cdp.on('Network.requestWillBeSent', onSent)
  cdp.on('Network.loadingFinished', onDone)
  try {
    await page.goto(url, { waitUntil: 'commit', timeout })
    await page.waitForFunction(HEADING_SEEN, undefined, { timeout, polling: 50 })
    // The paint entry is queued just after the frame that showed the heading.
    await page
      .waitForFunction("performance.getEntriesByName('first-contentful-paint').length > 0", undefined, {
        timeout: 2000,
      })
      .catch(() => undefined)
    await page.waitForFunction(TEXT_SETTLED, undefined, { timeout, polling: 50 })
    await page.waitForFunction('typeof window.__bench.app === "number"', undefined, { timeout, polling: 50 })
    const { heading, fcp, text, app } = (await page.evaluate(`({
      heading: window.__bench.heading,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      text: window.__bench.body ?? undefined,
      app: window.__bench.app,
    })`)) as { heading: number; fcp?: number; text?: number; app: number }
    const before = (ms: number) => finished.filter((f) => f.at <= (start ?? 0) + ms / 1000)
    const critical = before(heading)
    return {
      heading,
      fcp,
      requests: critical.length,
      bytes: critical.reduce((n, f) => n + f.bytes, 0),
      jsCssBytes: jsCss(critical),
      text,
      textJsCssBytes: text === undefined ? undefined : jsCss(before(text)),
      textBytes: text === undefined ? undefined : before(text).reduce((n, f) => n + f.bytes, 0),
      textRequests: text === undefined ? undefined : before(text).length,
      app,
    }
  } finally {
    cdp.off('Network.requestWillBeSent', onSent)
    cdp.off('Network.loadingFinished', onDone)
  }
}

/**
 * Once the page has settled, clicks the first link matching `pick` and returns the ms until the
 * new page's heading is visible; undefined when no such link exists. With `readMs`, the link is
 * scrolled into view first and clicked that long after, as by a reader who reads up to it.
 */
export async function measureClientNav(
  page: Page,
  pick: { selector: string; exclude?: string; readMs?: number },
  timeout = 30_000,
): Promise<{ ms: number; href: string } | undefined> {
  // The links are the app's: the first paint's text (app/first-paint/) may show before it.
  await page.waitForSelector('main h1', { timeout })
  // A reader clicks on a page that has finished loading, not in the frame the app first
  // appeared in: wait until the network is quiet (capped) and the main thread is idle.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
  await page.evaluate('new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }))')
  // Browser code is passed as text: tools/ compiles without the DOM lib.
  const href = (await page.evaluate(
    `(({ selector, exclude, readMs }) => {
      const here = location.pathname
      const links = [...document.querySelectorAll(selector)].filter(
        (a) =>
          a.origin === location.origin &&
          a.pathname !== here &&
          !/\\.(md|png|svg|pdf|json)$/.test(a.pathname) &&
          (!exclude || !a.pathname.endsWith(exclude)),
      )
      const link = links[0]
      if (!link) return undefined
      link.dataset.benchLink = ''
      if (readMs) link.scrollIntoView({ block: 'center' })
      return link.pathname
    })(${JSON.stringify(pick)})`,
  )) as string | undefined
  if (!href) return undefined
  if (pick.readMs) await page.waitForTimeout(pick.readMs)
  await page.evaluate(`(() => {
    window.__bench.heading = undefined
    window.__bench.navStart = performance.now()
    document.querySelector('[data-bench-link]').click()
  })()`)
  await page.waitForFunction(HEADING_SEEN, undefined, { timeout, polling: 'raf' })
  const ms = (await page.evaluate('window.__bench.heading - window.__bench.navStart')) as number
  return { ms, href }
}

/** Waits (up to `ms`) until a service worker controls the page, so the next visit is a real repeat visit. */
export async function waitForWorker(page: Page, ms = 10_000): Promise<boolean> {
  return page.waitForFunction('!!navigator.serviceWorker?.controller', undefined, { timeout: ms }).then(
    () => true,
    () => false,
  )
}

/** A fresh context (empty caches, no worker) with the probe installed, plus its page and CDP session. */
export async function freshPage(
  context: BrowserContext,
  profile: NetworkProfile,
): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage()
  await page.addInitScript(HEADING_PROBE)
  const cdp = await context.newCDPSession(page)
  await emulate(cdp, profile)
  return { page, cdp }
}
