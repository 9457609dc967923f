// Catalog, documentation versions, collapsible code and the image lightbox in Chromium, on
// docs-src pages that use them.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openSitePage, siteUrl } from './app-helpers'

describe('content widgets', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('lists the pages of a folder in <Catalog/> with titles and descriptions, and its links navigate in-app', async () => {
    const { page, errors, foreignRequests } = await openSitePage(browser, 'administration/install/')
    const links = page.locator('.catalog .catalog-link')
    await links.first().waitFor()
    const titles = await page.locator('.catalog .catalog-title').allTextContents()
    expect(titles).toContain('Running Docker Images')
    expect(titles.length).toBeGreaterThanOrEqual(10)
    expect(titles).not.toContain(await page.locator('main h1').first().textContent())
    await expect(page.locator('.catalog .catalog-description').count()).resolves.toBeGreaterThanOrEqual(10)
    const hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname))
    expect(hrefs.every((h) => h.startsWith('/docs/administration/install/'))).toBe(true)
    // In-app navigation: the document is not reloaded.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    const docker = page.locator('.catalog .catalog-link', { hasText: 'Running Docker Images' }).first()
    await docker.click()
    await page.waitForURL(/administration\/install\/docker$/)
    await expect(page.evaluate(() => (window as unknown as { marker?: number }).marker)).resolves.toBe(1)
    expect(errors).toEqual([])
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })

  it('lists the configured versions in <DocVersions/> and in the navbar menu, the current one marked', async () => {
    const { page, errors, foreignRequests } = await openSitePage(browser, 'manual/old-docs')
    const items = page.locator('.doc-versions-list a')
    await items.first().waitFor()
    const texts = await items.allTextContents()
    expect(texts[0]).toBe('5.16.0 (this version)')
    expect(texts).toContain('4.17.6')
    await expect(items.first().getAttribute('aria-current')).resolves.toBe('page')
    const menu = page.getByRole('button', { name: /Documentation version/ })
    await expect(menu.textContent()).resolves.toContain('5.16.0')
    await menu.focus()
    await page.keyboard.press('ArrowDown')
    const entries = page.getByRole('menu', { name: 'Documentation version' }).getByRole('menuitem')
    await expect(entries.count()).resolves.toBe(texts.length)
    // An older version lives at its own address on another host (docs-src's config), kept as written.
    const older = await entries.filter({ hasText: /^5\.15\.0$/ }).getAttribute('href')
    expect(older).toMatch(/^https:\/\/[^/]+\/5\.15\.0\/$/)
    expect(new URL(older!).origin).not.toBe(new URL(siteUrl('')).origin)
    expect(errors).toEqual([])
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })

  it('collapses long code with a toggle, and the copy button copies every line', async () => {
    const { page, errors } = await openSitePage(browser, 'learning/howto/acls/group-project-full', {
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    const block = page.locator('.code-block[data-collapsed]').first()
    await block.waitFor()
    const lines = Number(await block.getAttribute('data-lines'))
    expect(lines).toBeGreaterThan(40)
    const pre = block.locator('pre')
    const collapsed = await pre.evaluate((el) => el.getBoundingClientRect().height)
    const full = await pre.evaluate((el) => el.scrollHeight)
    expect(collapsed).toBeLessThan(full / 2)
    const toggle = block.locator('.code-collapse-toggle')
    await expect(toggle.textContent()).resolves.toBe(`Show all ${lines} lines`)
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false')
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true')
    await expect(toggle.textContent()).resolves.toBe('Collapse')
    await expect(pre.evaluate((el) => el.getBoundingClientRect().height >= el.scrollHeight - 1)).resolves.toBe(true)
    await toggle.click()
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false')
    await block.hover()
    await block.locator('.copy-code-button').click()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied.split('\n')).toHaveLength(lines)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('opens an image in the lightbox by click and by keyboard; Escape, click and scroll close it; focus returns; nothing moves', async () => {
    const { page, errors, foreignRequests } = await openSitePage(browser, 'manual/jobs/job-options')
    const img = page.locator('.content img[data-lightbox="on"]').first()
    await img.waitFor({ state: 'attached' })
    await img.scrollIntoViewIfNeeded()
    const before = await img.boundingBox()
    const scrollBefore = await page.evaluate(() => window.scrollY)
    await img.click()
    const overlay = page.getByRole('dialog', { name: /Enlarged image/ })
    await overlay.waitFor()
    await expect(page.evaluate(() => document.activeElement?.className)).resolves.toBe('lightbox-overlay')
    expect(await img.boundingBox()).toEqual(before)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore)
    await page.keyboard.press('Escape')
    await overlay.waitFor({ state: 'detached' })
    await expect(img.evaluate((el) => el === document.activeElement)).resolves.toBe(true)

    await page.keyboard.press('Enter')
    await overlay.waitFor()
    await overlay.click()
    await overlay.waitFor({ state: 'detached' })

    await img.focus()
    await page.keyboard.press(' ')
    await overlay.waitFor()
    await page.mouse.wheel(0, 300)
    await overlay.waitFor({ state: 'detached' })
    await expect(img.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    expect(errors).toEqual([])
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })
})
