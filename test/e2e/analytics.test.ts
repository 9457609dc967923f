// Analytics: with an analyticsId the tag script loads and the 404 view sends '404_error'.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openWatchedPage } from './browser'
import { startTempSite, type TempSite } from './temp-site'

const TAG_ID = 'G-TEST4040'

describe('analytics tag', () => {
  let site: TempSite
  let browser: Browser
  beforeAll(async () => {
    site = await startTempSite('/docs/', { analyticsId: TAG_ID })
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await site?.close()
  })

  it('loads the tag script and sends 404_error with app name and screen name', async () => {
    const { page, errors } = await openWatchedPage(browser, new URL(site.url).origin)
    const tagRequests: string[] = []
    await page.route('https://www.googletagmanager.com/**', (route) => {
      tagRequests.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* tag stub */' })
    })
    await page.goto(site.url + 'no/such/page')
    await page.getByRole('heading', { name: 'Page not found' }).waitFor({ timeout: 15_000 })
    expect(tagRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${TAG_ID}`])
    const events = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((a) =>
          JSON.parse(JSON.stringify(Array.from(a))),
        ),
      )
    await expect
      .poll(events)
      .toContainEqual(['event', '404_error', { app_name: 'Runbook Docs', screen_name: '/docs/no/such/page' }])
    expect(await events()).toContainEqual(['config', TAG_ID])
    // The tag is not a page of ours: no inline script was needed to start it.
    expect(await page.locator('script:not([src])').count()).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('sends no 404 event for a page that exists', async () => {
    const { page } = await openWatchedPage(browser, new URL(site.url).origin)
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    )
    await page.goto(site.url + 'about/introduction')
    await page.locator('main h1').first().waitFor({ timeout: 15_000 })
    const names = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((a) => a[1]),
    )
    expect(names).toContain(TAG_ID)
    expect(names).not.toContain('404_error')
    await page.context().close()
  })
})
