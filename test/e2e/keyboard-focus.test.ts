// Keyboard and focus in the search dialog and the mobile drawer: modal, inert background, Escape
// closes, focus returns, and the live region announces only the result count.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openSitePage } from './app-helpers'

/** Describes the focused element: tag, class and accessible name parts. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return el
      ? `${el.tagName.toLowerCase()}.${el.className}|${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}`
      : ''
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
    await expect(page.evaluate(() => document.querySelector('dialog.search-overlay')?.matches(':modal'))).resolves.toBe(
      true,
    )
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
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/^(Offline index: )?\d+ results?$/)
    // The full text is in (the first answer, from titles and headings, may hold a single hit, and
    // ArrowDown on one hit stays on it).
    await page.locator('.search-more').waitFor({ state: 'detached', timeout: 15_000 })
    await expect(page.locator('.search-hit').count()).resolves.toBeGreaterThan(1)
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
    await expect(page.evaluate(() => (document.getElementById('main-content') as HTMLElement).inert)).resolves.toBe(
      true,
    )
    await expect(page.evaluate(() => document.querySelector<HTMLElement>('.navbar-tools')!.inert)).resolves.toBe(true)
    await expect(page.evaluate(() => document.querySelector<HTMLElement>('.menu-button')!.inert)).resolves.toBe(false)

    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'hidden' })
    const closeButton = page.getByRole('button', { name: 'Open menu' })
    await expect(closeButton.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await expect(page.evaluate(() => (document.getElementById('main-content') as HTMLElement).inert)).resolves.toBe(
      false,
    )
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('walks skip link → navbar group → search → result → tabs → copy button → table of contents → next page without a mouse', async () => {
    const { page, errors } = await openSitePage(browser, 'manual/jobs/job-options', {
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    await page.waitForLoadState('networkidle')
    /** Presses Tab until `selector` has focus (at most `limit` times); returns how many presses. */
    const tabTo = async (selector: string, limit = 300, key = 'Tab') => {
      for (let i = 1; i <= limit; i++) {
        await page.keyboard.press(key)
        if (await page.evaluate((s) => !!document.activeElement?.matches(s), selector)) return i
      }
      throw new Error(`Tab never reached ${selector}`)
    }
    // 1. The skip link is the first stop and moves focus to the main content.
    await expect(tabTo('a.skip-link', 1)).resolves.toBe(1)
    await page.keyboard.press('Enter')
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main-content')

    // 2. Back up to a navbar group: it opens with ArrowDown and closes with Escape, back on its button.
    await tabTo('.nav-dropdown-button', 300, 'Shift+Tab')
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem')
    await page.keyboard.press('Escape')
    await expect(page.evaluate(() => document.activeElement?.classList.contains('nav-dropdown-button'))).resolves.toBe(
      true,
    )

    // 3. "/" opens search; arrows pick the job options result; Enter goes there in-app.
    await page.keyboard.press('/')
    await page.locator('input.search-input').waitFor()
    // One input event (typing would show results for each prefix while we pick).
    await page.locator('input.search-input').fill('job options')
    await page.locator('.search-hit').first().waitFor()
    const activeHref = () =>
      page.evaluate(() => {
        const id = document.querySelector('input.search-input')?.getAttribute('aria-activedescendant')
        return (id && document.getElementById(id)?.getAttribute('href')) || ''
      })
    for (let i = 0; i < 30 && !/\/manual\/jobs\/job-options(#|$)/.test(await activeHref()); i++)
      await page.keyboard.press('ArrowDown')
    expect(await activeHref()).toMatch(/\/manual\/jobs\/job-options(#|$)/)
    await page.keyboard.press('Enter')
    await page.locator('dialog.search-overlay').waitFor({ state: 'detached' })
    await expect.poll(() => page.url()).toMatch(/manual\/jobs\/job-options/)

    // 4. Tabs: the selected tab is a Tab stop; arrows move, Enter selects.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await tabTo('[role="tab"][aria-selected="true"]')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).resolves.toBe('true')

    // 5. A copy button is reachable and copies.
    await tabTo('.copy-code-button')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('copied'))).toBe(true)
    expect((await page.evaluate(() => navigator.clipboard.readText())).length).toBeGreaterThan(0)

    // 6. The table of contents: Enter on an entry jumps to its section.
    await tabTo('.toc a')
    const hash = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).hash)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(hash)

    // 7. Alt+→ goes to the next page.
    const before = page.url()
    await page.keyboard.press('Alt+ArrowRight')
    await expect.poll(() => page.url().split('#')[0]).not.toBe(before.split('#')[0])
    await page.locator('main h1').first().waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('honours reduced motion: the navbar stays, nothing slides or fades', async () => {
    const mobile = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
    /** Scrolls down in steps and reports whether the navbar hid itself. */
    const hides = async (reducedMotion: 'reduce' | 'no-preference') => {
      const { page, errors } = await openSitePage(browser, 'manual/jobs/job-options', { ...mobile, reducedMotion })
      for (let y = 300; y <= 1500; y += 300) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
        await page.evaluate(() => new Promise((r) => setTimeout(r, 350)))
      }
      const hidden = await page
        .waitForFunction(() => document.documentElement.classList.contains('navbar-hidden'), undefined, {
          timeout: 2000,
        })
        .then(
          () => true,
          () => false,
        )
      const transition = await page.evaluate(
        () => getComputedStyle(document.querySelector('.navbar')!).transitionDuration,
      )
      expect(errors).toEqual([])
      await page.context().close()
      return { hidden, transition }
    }
    const moving = await hides('no-preference')
    expect(moving.hidden).toBe(true)
    const still = await hides('reduce')
    expect(still.hidden).toBe(false)
    expect(parseFloat(still.transition)).toBeLessThan(0.001)
  })
})
