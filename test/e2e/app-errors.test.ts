// Reader app failure paths in a real browser: page fetch failure and manifest failure, both with Retry.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { openWatchedPage } from './browser'
import { baseUrl, launchBrowser, openSitePage, siteUrl } from './app-helpers'

describe('reader app errors', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('shows an in-page error with Retry when a page cannot be fetched, keeping navigation usable', async () => {
    // page.route cannot see requests a service worker makes, so keep the worker out of this test.
    const { page } = await openSitePage(browser, 'manual/jobs/job-options', { serviceWorkers: 'block' })
    await page.route('**/docs/manual/05-nodes.md', (route) => route.fulfill({ status: 503, body: 'down' }))
    await page.locator('.sidebar-link[href="/docs/manual/05-nodes"]').first().click()
    const box = page.locator('.page-error')
    await box.waitFor({ timeout: 15_000 })
    await expect(box.textContent()).resolves.toContain('503')
    await expect(page.locator('#site-drawer .sidebar-link').first().isVisible()).resolves.toBe(true)
    await expect(page.locator('.navbar').isVisible()).resolves.toBe(true)
    await page.unroute('**/docs/manual/05-nodes.md')
    await box.getByRole('button', { name: 'Retry' }).click()
    await page.locator('main h1', { hasText: 'Nodes' }).first().waitFor()
    await page.context().close()
  })

  it('shows a full-page message with Retry when the manifest cannot be loaded', async () => {
    const { page } = await openWatchedPage(browser, new URL(baseUrl()).origin, { serviceWorkers: 'block' })
    let fail = true
    // The whole manifest and the navigation shard the app could take the page over with.
    await page.route(/\/docs\/(?:manifest|nav\/[^/]+)\.json$/, (route) =>
      fail ? route.fulfill({ status: 500, body: 'no' }) : route.continue(),
    )
    await page.goto(siteUrl('manual/jobs/job-options'))
    const message = page.locator('.full-page-message')
    await message.waitFor({ timeout: 15_000 })
    await expect(message.locator('h1').textContent()).resolves.toBe('The documentation could not be loaded')
    fail = false
    await message.getByRole('button', { name: 'Retry' }).click()
    await page.locator('main h1', { hasText: 'Job Options' }).first().waitFor({ timeout: 15_000 })
    await page.context().close()
  })

  it('shows the page it took over when only the whole manifest fails, and the error with Retry on the next page', async () => {
    const { page, errors } = await openWatchedPage(browser, new URL(baseUrl()).origin, { serviceWorkers: 'block' })
    let fail = true
    await page.route('**/docs/manifest.json', (route) =>
      fail ? route.fulfill({ status: 500, body: 'no' }) : route.continue(),
    )
    await page.goto(siteUrl('manual/jobs/job-options'))
    await page.locator('main h1', { hasText: 'Job Options' }).first().waitFor({ timeout: 15_000 })
    const next = page.locator('.sidebar .sidebar-link:visible').filter({ hasNotText: 'Job Options' }).first()
    const title = (await next.innerText()).trim()
    await next.click()
    const box = page.locator('.page-error')
    await box.waitFor({ timeout: 15_000 })
    await expect(box.locator('h1').textContent()).resolves.toBe('This page could not be loaded')
    await expect(box.textContent()).resolves.toContain('manifest.json failed with HTTP 500')
    fail = false
    await box.getByRole('button', { name: 'Retry' }).click()
    await page.locator('main h1', { hasText: title }).first().waitFor({ timeout: 15_000 })
    // The failed responses themselves are the only errors logged.
    expect(errors.filter((e) => !e.includes('500'))).toEqual([])
    await page.context().close()
  })

  it('shows the site title instead of a broken image when the logo cannot be loaded', async () => {
    const { page } = await openWatchedPage(browser, new URL(baseUrl()).origin, { serviceWorkers: 'block' })
    await page.route(/\.(svg|png)$/, (route) =>
      route.request().resourceType() === 'image' && /logo/i.test(route.request().url())
        ? route.fulfill({ status: 404, body: '' })
        : route.continue(),
    )
    await page.goto(siteUrl('manual/jobs/job-options'))
    await page.locator('.navbar .brand-title').waitFor({ timeout: 15_000 })
    await expect(page.locator('.navbar .brand-logo').count()).resolves.toBe(0)
    await page.context().close()
  })
})
