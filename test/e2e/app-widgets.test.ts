// Reader app furniture in a real browser: tabs, copy button, colour mode, back-to-top, mobile drawer.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openSitePage, siteUrl } from './app-helpers'

describe('reader app widgets', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('moves between tabs with wrapping arrows, selects with Enter/Space and remembers after reload', async () => {
    const { page, errors } = await openSitePage(browser, 'manual/jobs/job-options')
    const group = page.locator('.docs-tabs[data-tabs-kind="tabs"]').first()
    const tabs = group.getByRole('tab')
    const count = await tabs.count()
    expect(count).toBeGreaterThan(2)
    await expect(tabs.nth(0).getAttribute('aria-selected')).resolves.toBe('true')
    await tabs.nth(0).focus()
    await page.keyboard.press('ArrowLeft')
    const focusedTitle = () => page.evaluate(() => document.activeElement?.textContent)
    await expect(focusedTitle()).resolves.toBe(await tabs.nth(count - 1).textContent())
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(focusedTitle()).resolves.toBe(await tabs.nth(1).textContent())
    await expect(tabs.nth(1).getAttribute('aria-selected')).resolves.toBe('false')
    await page.keyboard.press('Enter')
    await expect(tabs.nth(1).getAttribute('aria-selected')).resolves.toBe('true')
    const panelId = await tabs.nth(1).getAttribute('aria-controls')
    await page.locator(`#${panelId}`).waitFor({ state: 'visible' })
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press(' ')
    await expect(tabs.nth(2).getAttribute('aria-selected')).resolves.toBe('true')
    const chosen = await tabs.nth(2).textContent()
    const store = await page.evaluate(() => localStorage.getItem('VUEPRESS_TAB_STORE'))
    expect(store).toContain(JSON.stringify(chosen))

    await page.reload()
    await page.locator('main h1').first().waitFor()
    const again = page.locator('.docs-tabs[data-tabs-kind="tabs"]').first().getByRole('tab')
    await expect(again.nth(2).getAttribute('aria-selected')).resolves.toBe('true')
    await expect(again.nth(0).getAttribute('aria-selected')).resolves.toBe('false')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('remembers code tabs under VUEPRESS_CODE_TAB_STORE', async () => {
    const { page, errors } = await openSitePage(browser, 'manual/jobs/job-options')
    const tabs = page.locator('.docs-tabs[data-tabs-kind="code-tabs"]').first().getByRole('tab')
    await tabs.nth(1).click()
    await expect(tabs.nth(1).getAttribute('aria-selected')).resolves.toBe('true')
    const store = await page.evaluate(() => localStorage.getItem('VUEPRESS_CODE_TAB_STORE'))
    expect(store).toContain(JSON.stringify(await tabs.nth(1).textContent()))
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('copies code and shows the copied state for about 2 seconds', async () => {
    const { page, errors } = await openSitePage(browser, 'manual/jobs/job-options', {
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    const block = page.locator('.content .code-block:visible').first()
    await block.scrollIntoViewIfNeeded()
    await block.hover()
    const button = block.locator('.copy-code-button')
    const clicked = Date.now()
    await button.click()
    // The copied state follows the asynchronous clipboard write.
    await expect.poll(() => button.getAttribute('class'), { timeout: 1500 }).toContain('copied')
    const expected = (await block.locator('code').textContent())!.replace(/\n$/, '')
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(expected)
    // The copied state lasts 2 s, then resets by itself: it can only be seen gone after that.
    await expect.poll(() => button.getAttribute('class'), { timeout: 5000 }).not.toContain('copied')
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1900)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('colours code blocks once they come into view', async () => {
    const { page, errors } = await openSitePage(browser, 'manual/jobs/job-options')
    const block = page.locator('.content .code-block[data-lang]:visible').first()
    await block.scrollIntoViewIfNeeded()
    await expect.poll(() => block.locator('code [class^="hljs-"]').count(), { timeout: 10_000 }).toBeGreaterThan(0)
    await expect(block.locator('code').getAttribute('data-highlighted')).resolves.toBe('yes')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('hides the copy button at 419 px or less', async () => {
    const { page } = await openSitePage(browser, 'manual/jobs/job-options', { viewport: { width: 400, height: 800 } })
    await expect(page.locator('.copy-code-button').first().isVisible()).resolves.toBe(false)
    await page.context().close()
  })

  it('cycles the colour scheme light → dark → auto and shows back-to-top after 100 px', async () => {
    const { page, errors } = await openSitePage(browser, 'manual/jobs/job-options', { colorScheme: 'light' })
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme)
    const mode = page.locator('.color-mode-button')
    // docs-src uses darkmode 'switch'; the default preference is 'auto' (system = light here).
    await expect(theme()).resolves.toBe('light')
    await expect(mode.getAttribute('data-mode')).resolves.toBe('auto')
    const seen: string[] = []
    for (let i = 0; i < 3; i++) {
      await mode.click()
      seen.push(`${await mode.getAttribute('data-mode')}:${await theme()}`)
    }
    expect(seen).toEqual(['light:light', 'dark:dark', 'auto:light'])
    const backToTop = page.locator('.back-to-top')
    await expect(backToTop.isVisible()).resolves.toBe(false)
    await page.evaluate(() => window.scrollTo(0, 400))
    await backToTop.waitFor({ state: 'visible' })
    await backToTop.click()
    await page.waitForFunction(() => window.scrollY === 0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('uses a drawer with a menu button at 390 px', async () => {
    const { page, errors } = await openSitePage(browser, 'manual/jobs/job-options', {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const sidebar = page.locator('#site-drawer')
    await expect(sidebar.isVisible()).resolves.toBe(false)
    await expect(page.locator('.navbar-links').isVisible()).resolves.toBe(false)
    const menu = page.getByRole('button', { name: 'Open menu' })
    await menu.click()
    await sidebar.waitFor({ state: 'visible' })
    await page.locator('.mobile-nav').waitFor({ state: 'visible' })
    await sidebar.locator('.sidebar-link[href="/docs/manual/05-nodes"]').first().click()
    await page.waitForURL(siteUrl('manual/05-nodes'))
    await sidebar.waitFor({ state: 'hidden' })
    expect(errors).toEqual([])
    await page.context().close()
  })
})
