// One place that starts Debian's Chromium through playwright-core and watches pages for console errors.

import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { launchChromium } from '../../tools/lib/chromium'

export { CHROMIUM_PATH } from '../../tools/lib/chromium'

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
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      foreignRequests.push(url)
    }
  })
  return { page, errors, foreignRequests }
}
