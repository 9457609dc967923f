// Keyboard and focus in the search dialog and the mobile drawer: modal, inert background, Escape
// closes, focus returns, and the live region announces only the result count.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openSitePage } from './app-helpers'

/** Describes the focused element: tag, class and accessible name parts. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return el ? `${el.tagName.toLowerCase()}.${el.className}|${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}` : ''
  })

describe('keyboard and focus', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('search is a modal dialog: Tab stays inside, the page is inert, Escape closes and focus returns', async () => {
    const { page, errors } = await openSitePage(browser, 'manual/jobs/job-options')
    const button = page.locator('.search-button').first()
    await button.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Search documentation' })
    await dialog.waitFor()
    await expect(page.evaluate(() => document.querySelector('dialog.search-overlay')?.matches(':modal'))).resolves.toBe(true)
    await expect(focused(page)).resolves.toContain('input.search-input')
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      // Tab may pass through the browser's own UI (nothing focused in the document), never the page.
      const onPage = await page.evaluate(
        () => document.activeElement !== document.body && !document.activeElement?.closest('dialog.search-overlay'),
      )
      expect(onPage, `Tab ${i + 1} left the dialog`).toBe(false)
    }
    // The page behind cannot be clicked.
    const blocked = await page.evaluate(() => {
      const link = document.querySelector<HTMLElement>('.sidebar-link')
      const box = link!.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + 2, box.top + 2)
      return !link!.contains(hit)
    })
    expect(blocked).toBe(true)

    await page.locator('input.search-input').fill('job options')
    const status = page.locator('[data-search-status]')
    await expect
      .poll(() => status.textContent(), { timeout: 15_000 })
      .toMatch(/^(Offline index: )?\d+ results?$/)
    await expect(page.locator('.search-body[aria-live]').count()).resolves.toBe(0)
    await expect(page.locator('.search-results').getAttribute('role')).resolves.toBe('listbox')
    const input = page.locator('input.search-input')
    await page.keyboard.press('ArrowDown')
    await expect(input.getAttribute('aria-activedescendant')).resolves.toBe('search-result-1')

    await page.locator('input.search-input').fill('zzqqxxnothing')
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('No results')

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('the mobile drawer takes focus, makes the page inert, closes on Escape and gives focus back to the menu button', async () => {
    const { page, errors } = await openSitePage(browser, 'manual/jobs/job-options', {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const menu = page.getByRole('button', { name: 'Open menu' })
    await menu.focus()
    await page.keyboard.press('Enter')
    const drawer = page.locator('#site-drawer')
    await drawer.waitFor({ state: 'visible' })
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('#site-drawer'))).toBe(true)
    await expect(page.evaluate(() => (document.getElementById('main-content') as HTMLElement).inert)).resolves.toBe(true)
    await expect(page.evaluate(() => document.querySelector<HTMLElement>('.navbar-tools')!.inert)).resolves.toBe(true)
    await expect(page.evaluate(() => document.querySelector<HTMLElement>('.menu-button')!.inert)).resolves.toBe(false)

    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'hidden' })
    const closeButton = page.getByRole('button', { name: 'Open menu' })
    await expect(closeButton.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await expect(page.evaluate(() => (document.getElementById('main-content') as HTMLElement).inert)).resolves.toBe(false)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
