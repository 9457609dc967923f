// One place that starts Debian's Chromium through playwright-core and watches pages for console errors.

import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { launchChromium } from '../../tools/lib/chromium'

/** Launches headless Chromium with the flags this closed network needs. */
export const launchBrowser = launchChromium

/** A page plus the console errors and failed requests it produced. */
export interface WatchedPage {
  page: Page
  errors: string[]
  /** Requests to any origin other than the served site. */
  foreignRequests: string[]
}

/** Opens a new context and page that records console errors, page errors and off-origin requests. */
export async function openWatchedPage(
  browser: Browser,
  origin: string,
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext(options)
  const page = await context.newPage()
  const errors: string[] = []
  const foreignRequests: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  page.on('pageerror', (err) => errors.push(String(err)))
  page.on('request', (req) => {
    const url = req.url()
    // Network requests only: the browser's own viewers (chrome://, chrome-extension://) are not hosts.
    if (/^(https?|wss?):/i.test(url) && !url.startsWith(origin)) {
      foreignRequests.push(url)
    }
  })
  return { page, errors, foreignRequests }
}

/** Requests held back by `holdRequests`: what was asked for so far, and the release of all of them. */
export interface HeldRequests {
  /** URLs requested so far (each is held until `release`). */
  requested: string[]
  release(): void
}

/** Holds every request of `page` to a URL matching `url` until `release()` is called. */
export async function holdRequests(page: Page, url: string | RegExp | ((url: URL) => boolean)): Promise<HeldRequests> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const requested: string[] = []
  await page.route(url, async (route) => {
    requested.push(route.request().url())
    await held
    await route.continue()
  })
  return { requested, release }
}

/**
 * Resolves once the window's scroll position and the document's height stayed the same for three
 * frames in a row: after a scroll or a jump, blocks coming into view are laid out for real
 * (content-visibility) and the browser's scroll anchoring moves the window for them.
 */
export function viewSettled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = ''
        let same = 0
        const check = () => {
          const now = `${window.scrollY} ${document.documentElement.scrollHeight}`
          same = now === last ? same + 1 : 0
          last = now
          if (same >= 3) resolve()
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      }),
  )
}
