// Shared helpers for the reader-app specs: one browser per spec file, pages that record console errors.

import { inject } from 'vitest'
import type { Browser, BrowserContextOptions } from 'playwright-core'
import { launchBrowser, openWatchedPage, type WatchedPage } from './browser'

/** URL of the served docs-src site, e.g. http://127.0.0.1:PORT/docs/ */
export const baseUrl = (): string => inject('baseUrl')

/** Absolute URL of a path under the base ('manual/jobs/' → http://…/docs/manual/jobs/). */
export const siteUrl = (path: string): string => baseUrl() + path.replace(/^\//, '')

/** Opens a watched page on the served site and waits for the app to show `main h1`. */
export async function openSitePage(
  browser: Browser,
  path: string,
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const watched = await openWatchedPage(browser, new URL(baseUrl()).origin, options)
  await watched.page.goto(siteUrl(path))
  await watched.page.locator('main h1').first().waitFor({ state: 'visible', timeout: 15_000 })
  return watched
}

export { launchBrowser }
