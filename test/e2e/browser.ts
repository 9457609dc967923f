// One place that starts Debian's Chromium through playwright-core and watches pages for console errors.

import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core'

/** Path of the system Chromium; never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Launches headless Chromium with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

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
