// The same build works at any base path: '/', '/docs/' and '/manual/'.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openWatchedPage } from './browser'
import { startTempSite } from './temp-site'

describe.each(['/', '/docs/', '/manual/'])('base path %s', (base) => {
  let browser: Browser
  let site: Awaited<ReturnType<typeof startTempSite>>
  beforeAll(async () => {
    site = await startTempSite(base)
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await site?.close()
  })

  it('serves the home page and a deep page with no console errors', async () => {
    expect(new URL(site.url).pathname).toBe(base)
    const { page, errors, foreignRequests } = await openWatchedPage(browser, new URL(site.url).origin)
    await page.goto(site.url)
    await page.locator('main h1').first().waitFor({ timeout: 15_000 })
    expect(await page.locator('meta[name="docs-base"]').getAttribute('content')).toBe(base)

    await page.goto(site.url + 'manual/jobs/job-options')
    await expect.poll(async () => (await page.locator('main h1').first().textContent())?.trim()).toBe('Job Options')
    // Links inside the page stay under the base.
    const hrefs = await page.locator('main a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))
    expect(hrefs.length).toBeGreaterThan(0)
    expect(hrefs.filter((h) => !h.startsWith(base))).toEqual([])
    // The worker's scope is the base.
    const scope = await page.evaluate(async () => {
      const reg = await Promise.race([
        navigator.serviceWorker.ready,
        new Promise<undefined>((r) => setTimeout(r, 10_000)),
      ])
      return reg ? new URL(reg.scope).pathname : 'no worker'
    })
    expect(scope).toBe(base)
    expect(errors).toEqual([])
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })
})
