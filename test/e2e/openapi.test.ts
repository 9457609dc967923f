// The OpenAPI explorer in Chromium on the docs-src pages that use it: the document's operations
// are shown with no request to another host and no "try it", the colours follow light and dark,
// the operations open from the keyboard, a missing document says so, and a configured server
// turns "try it" on.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { baseUrl, launchBrowser, openSitePage, siteUrl } from './app-helpers'
import { openWatchedPage } from './browser'
import { startTempSite, type TempSite } from './temp-site'

const PAGE = 'api/openapi-explorer'
const SHOWN = { timeout: 20_000 }

const explorerState = (page: Page) => page.locator('.openapi-explorer').getAttribute('data-openapi-state')

describe('OpenAPI explorer', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('shows every group of the document, read-only, with the download link and nothing from another host', async () => {
    const { page, errors, foreignRequests } = await openSitePage(browser, PAGE)
    await expect.poll(() => explorerState(page), SHOWN).toBe('shown')
    const explorer = page.locator('rapi-doc')
    const groups = await explorer.locator('.section-tag .tag').allTextContents()
    expect(groups.map((g) => g.trim())).toEqual([
      'System',
      'Tokens',
      'Projects',
      'Jobs',
      'Executions',
      'Key Storage',
      'Webhooks',
    ])
    await expect(explorer.locator('summary.endpoint-head').count()).resolves.toBeGreaterThanOrEqual(50)
    await explorer.locator('[id="post-/job/-id-/run"]').waitFor()
    await expect(explorer.getAttribute('allow-try')).resolves.toBe('false')
    await expect(explorer.locator('button', { hasText: /^\s*TRY\s*$/i }).count()).resolves.toBe(0)
    await expect(page.locator('.openapi-download').getAttribute('href')).resolves.toBe(
      '/docs/assets/files/runbook-api.yaml',
    )
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })

  it('lists each path with its summary, clips nothing and shows no empty request block', async () => {
    const { page, errors } = await openSitePage(browser, PAGE, { viewport: { width: 1280, height: 900 } })
    await expect.poll(() => explorerState(page), SHOWN).toBe('shown')
    const explorer = page.locator('rapi-doc')
    const heads = explorer.locator('summary.endpoint-head')
    const count = await heads.count()
    expect(count).toBeGreaterThanOrEqual(50)
    const summaries = await explorer
      .locator('summary.endpoint-head .descr')
      .evaluateAll((all) => all.filter((el) => el.textContent?.trim() && el.getBoundingClientRect().width > 0).length)
    expect(summaries).toBe(count)
    // The line under the title starts inside the panel's border, as the title does.
    const panel = (await explorer.boundingBox())!
    const info = (await explorer.locator('#api-info span').first().boundingBox())!
    const title = (await explorer.locator('#api-title').boundingBox())!
    expect(info.x).toBeGreaterThan(panel.x + 4)
    expect(info.x).toBe(title.x)
    // An operation with nothing to send shows no REQUEST block; one with parameters does.
    await explorer.locator('[id="get-/system/info"] summary.endpoint-head').click()
    const bare = explorer.locator('[id="get-/system/info"] api-request')
    await bare.waitFor({ state: 'attached' })
    await expect.poll(() => bare.isVisible()).toBe(false)
    await expect(explorer.locator('[id="get-/system/info"] .endpoint-body').isVisible()).resolves.toBe(true)
    await explorer.locator('[id="post-/job/-id-/run"] summary.endpoint-head').click()
    await explorer.locator('[id="post-/job/-id-/run"] api-request').waitFor({ state: 'visible' })
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('follows the site colours in light and dark mode', async () => {
    const { page, errors } = await openSitePage(browser, PAGE, { colorScheme: 'dark' })
    await expect.poll(() => explorerState(page), SHOWN).toBe('shown')
    const explorer = page.locator('rapi-doc')
    await expect(explorer.getAttribute('theme')).resolves.toBe('dark')
    const darkBg = await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--c-bg').trim())
    await expect(explorer.getAttribute('bg-color')).resolves.toBe(darkBg)
    await page.evaluate(() => (document.documentElement.dataset.theme = 'light'))
    await expect.poll(() => explorer.getAttribute('theme')).toBe('light')
    const lightBg = await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--c-bg').trim())
    expect(lightBg).not.toBe(darkBg)
    await expect(explorer.getAttribute('bg-color')).resolves.toBe(lightBg)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('can be used with the keyboard: Tab reaches an operation, Enter opens it', async () => {
    const { page, errors } = await openSitePage(browser, PAGE)
    await expect.poll(() => explorerState(page), SHOWN).toBe('shown')
    const explorer = page.locator('rapi-doc')
    const heads = explorer.locator('summary.endpoint-head')
    const target = explorer.locator('[id="delete-/project/-project-/webhook/-id-"] summary.endpoint-head')
    await expect(target.getAttribute('role')).resolves.toBe('button')
    await expect(target.getAttribute('aria-expanded')).resolves.toBe('false')
    // From the operation before it, one Tab away, as a keyboard user moves down the list.
    const index = await heads.evaluateAll((all) =>
      all.findIndex((h) => h.closest('section')?.id === 'delete-/project/-project-/webhook/-id-'),
    )
    await heads.nth(index - 1).focus()
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      let active = document.activeElement
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
      return active?.closest('section')?.id
    })
    expect(focused).toBe('delete-/project/-project-/webhook/-id-')
    await page.keyboard.press('Enter')
    await expect.poll(() => target.getAttribute('aria-expanded')).toBe('true')
    await explorer
      .locator(
        '[id="delete-/project/-project-/webhook/-id-"] .m-markdown, [id="delete-/project/-project-/webhook/-id-"] .req-res-title',
      )
      .first()
      .waitFor()
    await page.keyboard.press(' ')
    await expect.poll(() => target.getAttribute('aria-expanded')).toBe('false')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('says so when the document cannot be loaded', async () => {
    const { page, errors } = await openWatchedPage(browser, new URL(baseUrl()).origin)
    await page.route('**/runbook-api.yaml', (route) => route.fulfill({ status: 404, body: 'missing' }))
    await page.goto(siteUrl('api/api-spec'))
    await expect.poll(() => explorerState(page), SHOWN).toBe('error')
    await expect(page.locator('.openapi-status').textContent()).resolves.toBe(
      'The API description could not be loaded.',
    )
    await expect(page.locator('.openapi-download').count()).resolves.toBe(1)
    expect(errors.some((e) => e.includes('OpenAPI document /docs/assets/files/runbook-api.yaml: HTTP 404'))).toBe(true)
    await page.context().close()
  })

  describe('with a server configured for "try it"', () => {
    let site: TempSite
    beforeAll(async () => {
      site = await startTempSite('/docs/', { apiExplorer: { tryItServer: 'http://127.0.0.1:9/' } })
    }, 180_000)
    afterAll(async () => {
      await site?.close()
    })

    it('turns "try it" on against that server', async () => {
      const { page, errors } = await openWatchedPage(browser, new URL(site.url).origin)
      await page.goto(site.url + PAGE)
      await expect.poll(() => explorerState(page), SHOWN).toBe('shown')
      const explorer = page.locator('rapi-doc')
      await expect(explorer.getAttribute('allow-try')).resolves.toBe('true')
      await expect(explorer.getAttribute('server-url')).resolves.toBe('http://127.0.0.1:9/api/56')
      expect(errors).toEqual([])
      await page.context().close()
    })
  })
})
