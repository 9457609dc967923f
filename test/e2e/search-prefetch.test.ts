// Search fetched ahead of use: once the app has taken over and is idle, the dialog's code, the
// runtime's (the search worker's script is part of it) and index.json are requested, once each,
// before any key is pressed, so '/' needs no script and typing no second index.json; a reader who
// saves data gets none of it ahead.

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page, Request } from 'playwright-core'
import { launchBrowser, openWatchedPage } from './browser'

const baseUrl = inject('baseUrl')
const origin = new URL(baseUrl).origin
/** The service worker's own fetches would not be the page's requests. */
const NO_WORKER = { serviceWorkers: 'block' } as const
const PAGE = 'manual/jobs/job-options'

/** What search loads, by the path of the request. */
const SEARCH_PARTS = {
  dialog: /\/_app\/chunks\/SearchDialog-[^/]+\.js$/,
  runtime: /\/_app\/chunks\/runtime-[^/]+\.js$/,
  index: /\/search\/index\.json$/,
}
/** What the app loads once search's parts have come (app/entries/main.tsx): the idle work is done. */
const AFTER_SEARCH = [/\/_app\/chunks\/parse-frontmatter-[^/]+\.js$/, /\/_app\/chunks\/purifier-[^/]+\.js$/]

/** The page's network requests (not the worker's blob: script), and those finished, by path. */
function recordRequests(page: Page) {
  const requested: Request[] = []
  const finished: string[] = []
  page.on('request', (r) => /^https?:/.test(r.url()) && requested.push(r))
  page.on('requestfinished', (r) => finished.push(new URL(r.url()).pathname))
  const paths = () => requested.map((r) => new URL(r.url()).pathname)
  return {
    requested,
    count: (pattern: RegExp) => paths().filter((p) => pattern.test(p)).length,
    finished: (pattern: RegExp) => finished.some((p) => pattern.test(p)),
  }
}

describe('search ahead of use', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it("is fetched once the app is idle, so '/' needs no script and typing no second index.json", async () => {
    const { page, errors } = await openWatchedPage(browser, origin, NO_WORKER)
    const requests = recordRequests(page)
    await page.goto(baseUrl + PAGE)
    await page.locator('.search-button').waitFor()
    // No key pressed: the dialog's chunk, the runtime's and index.json arrive, then the app's
    // remaining idle work (the frontmatter parser, the sanitizer).
    for (const pattern of [...Object.values(SEARCH_PARTS), ...AFTER_SEARCH]) {
      await expect.poll(() => requests.finished(pattern)).toBe(true)
    }
    // And what those import (the YAML parser's chunk is asked for once its importer has come).
    await page.waitForLoadState('networkidle')
    expect(requests.count(/\/search\/shard-/)).toBe(0)

    const afterKey = requests.requested.length
    await page.keyboard.press('/')
    const input = page.locator('dialog.search-overlay input[type="search"]')
    await input.waitFor({ state: 'visible' })
    await page.keyboard.type('job options')
    await page.locator('.search-hit').first().waitFor()
    const scriptsAfterKey = requests.requested.slice(afterKey).filter((r) => r.resourceType() === 'script')
    expect(scriptsAfterKey.map((r) => r.url())).toEqual([])
    for (const pattern of Object.values(SEARCH_PARTS)) expect(requests.count(pattern)).toBe(1)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('fetches nothing ahead for a reader who saves data', async () => {
    const { page, errors } = await openWatchedPage(browser, origin, NO_WORKER)
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }))
    const requests = recordRequests(page)
    await page.goto(baseUrl + PAGE)
    await page.locator('.search-button').waitFor()
    // The app's idle work comes after search's (none here): once it has come, nothing more will.
    for (const pattern of AFTER_SEARCH) await expect.poll(() => requests.finished(pattern)).toBe(true)
    for (const pattern of Object.values(SEARCH_PARTS)) expect(requests.count(pattern)).toBe(0)
    // Searching still works, loading it all then.
    await page.keyboard.press('/')
    await page.locator('dialog.search-overlay input[type="search"]').waitFor({ state: 'visible' })
    await page.keyboard.type('job options')
    await page.locator('.search-hit').first().waitFor()
    for (const pattern of Object.values(SEARCH_PARTS)) expect(requests.count(pattern)).toBe(1)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
