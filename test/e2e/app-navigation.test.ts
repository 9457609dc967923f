// Reader app in a real browser: home, deep pages, navbar, in-app navigation, URL forms, 404, keys.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openSitePage, siteUrl } from './app-helpers'
import { openWatchedPage, viewSettled } from './browser'

describe('reader app navigation', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('shows the home page with hero, actions and the announcement', async () => {
    const { page, errors, foreignRequests } = await openSitePage(browser, '')
    await expect(page.title()).resolves.toBe('Runbook Docs')
    await page.locator('.hero-title').waitFor()
    expect(await page.locator('.hero-actions .button').count()).toBeGreaterThan(0)
    const solutions = page.locator('.home-announcement a')
    await expect(solutions.getAttribute('href')).resolves.toBe('/docs/learning/solutions/')
    expect(await page.locator('.feature-card').count()).toBeGreaterThan(3)
    expect(await page.locator('.sidebar-notice').count()).toBe(0)
    expect(errors).toEqual([])
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })

  it('renders a deep page with title, breadcrumb, sidebar, TOC and the sidebar notice', async () => {
    const { page, errors } = await openSitePage(browser, 'manual/jobs/job-options')
    await expect(page.title()).resolves.toBe('Job Options | Runbook Docs')
    await expect(page.locator('main h1').first().textContent()).resolves.toContain('Job Options')
    await expect(page.locator('.sidebar-link.active').first().textContent()).resolves.toBe('Job Options')
    expect(await page.locator('.sidebar-link.active').count()).toBe(1)
    expect(await page.locator('.breadcrumb li').count()).toBeGreaterThan(2)
    expect(await page.locator('.toc a').count()).toBeGreaterThan(3)
    await page.locator('.sidebar-notice').waitFor()
    await expect(page.locator('.page-info').textContent()).resolves.toMatch(/min|Less than 1 minute/)
    // The last-updated date as the site's language writes it, for the day its datetime names.
    const updated = page.locator('.page-info time')
    const iso = await updated.getAttribute('datetime')
    const written = await page.evaluate(
      (when) =>
        new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
          new Date(when),
        ),
      iso!,
    )
    await expect(updated.textContent()).resolves.toBe(written)
    expect(await page.locator('.content h2 .header-anchor').count()).toBeGreaterThan(3)
    await expect(page.locator('.edit-link').getAttribute('href')).resolves.toMatch(
      /\/edit\/4\.0\.x\/.*manual\/jobs\/job-options\.md$/,
    )
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('opens a navbar dropdown by mouse and keyboard and navigates from it', async () => {
    const { page, errors } = await openSitePage(browser, '')
    const button = page.getByRole('button', { name: 'User Guide' })
    await button.focus()
    await page.keyboard.press('ArrowDown')
    const menu = page.getByRole('menu', { name: 'User Guide' })
    await menu.waitFor({ state: 'visible' })
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true')
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('role'))
    expect(focused).toBe('menuitem')
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'hidden' })
    await button.click()
    await menu.getByRole('menuitem', { name: 'Jobs' }).click()
    await page.waitForURL(siteUrl('manual/jobs/'))
    await page.locator('main h1', { hasText: 'Jobs' }).first().waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('fits the navbar from 720 to 1440 px: every group, or one menu of them up to 1099 px; the brand never clipped', async () => {
    const { page, errors } = await openSitePage(browser, 'manual/jobs/job-options', {
      viewport: { width: 800, height: 700 },
    })
    // The navbar holds still while the app settles: the offline button, shown once the service
    // worker registered (seconds after load on a busy machine), used to push the menu button
    // aside, from under a pointer about to open it (the menu then closed as the pointer left it).
    const menuBox = () => page.getByRole('button', { name: 'Menu', exact: true }).boundingBox()
    const before = await menuBox()
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.getByRole('button', { name: 'Make available offline' }).waitFor()
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true)
    expect(await menuBox()).toEqual(before)
    for (const width of [720, 800, 1000, 1099, 1100, 1280, 1440]) {
      await page.setViewportSize({ width, height: 700 })
      const fit = await page.evaluate(() => {
        const shown = (selector: string) => {
          const el = document.querySelector(selector)
          return !!el && el.getBoundingClientRect().width > 0
        }
        const navbar = document.querySelector('.navbar')!
        const brand = document.querySelector('.brand')!
        const links = document.querySelector('.navbar-links')!.getBoundingClientRect()
        return {
          overflow: navbar.scrollWidth - navbar.clientWidth,
          brandClipped: brand.scrollWidth - brand.clientWidth,
          brandOverlapsLinks: brand.getBoundingClientRect().right > links.left,
          menu: shown('.navbar-menu'),
          groups: shown('.navbar-groups > *'),
        }
      })
      expect(fit, `at ${width} px`).toEqual({
        overflow: 0,
        brandClipped: 0,
        brandOverlapsLinks: false,
        menu: width < 1100,
        groups: width >= 1100,
      })
    }
    await page.setViewportSize({ width: 800, height: 700 })
    const button = page.getByRole('button', { name: 'Menu', exact: true })
    await button.focus()
    await page.keyboard.press('ArrowDown')
    const menu = page.getByRole('menu', { name: 'Menu' })
    await menu.waitFor({ state: 'visible' })
    const groups = await menu.getByRole('group').evaluateAll((all) => all.map((g) => g.getAttribute('aria-label')))
    expect(groups).toEqual(['About', 'User Guide', 'Administration', 'Learning', 'Development'])
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'hidden' })
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Menu')
    await button.click()
    await menu.getByRole('menuitem', { name: 'Jobs', exact: true }).click()
    await page.waitForURL(siteUrl('manual/jobs/'))
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('changes page from the sidebar without a reload', async () => {
    const { page, errors } = await openSitePage(browser, 'manual/jobs/job-options')
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42))
    await page.locator('.sidebar-link[href="/docs/manual/05-nodes"]').first().click()
    await page.waitForURL(/\/docs\/manual\/05-nodes$/)
    await page.locator('main h1', { hasText: 'Nodes' }).first().waitFor()
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('follows internal content links in-app and restores scroll on back/forward', async () => {
    const { page, errors } = await openSitePage(browser, 'manual/jobs/job-options')
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7))
    await page.evaluate(() => window.scrollTo(0, 1500))
    await viewSettled(page)
    const y = await page.evaluate(() => window.scrollY)
    expect(y).toBeGreaterThan(1000)
    // A scripted click, so the browser does not scroll the link into view first.
    await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>('.content a[href="/docs/manual/document-format-reference/"]')!.click(),
    )
    await page.waitForURL(/document-format-reference\/$/)
    await page.waitForFunction(() => window.scrollY === 0)
    await page.goBack()
    await page.waitForURL(/job-options$/)
    await page.waitForFunction((target) => Math.abs(window.scrollY - target) < 5, y, { timeout: 5000 })
    await page.goForward()
    await page.waitForURL(/document-format-reference\/$/)
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('lands a #hash deep link on its heading even with images above it', async () => {
    const { page, errors } = await openSitePage(browser, 'manual/jobs/job-options#remote-option-values')
    // The images the page loads have arrived (the network is quiet) and the view has stopped moving.
    await page.waitForLoadState('networkidle')
    await viewSettled(page)
    const top = await page.locator('#remote-option-values').evaluate((el) => el.getBoundingClientRect().top)
    expect(top).toBeGreaterThanOrEqual(0)
    expect(top).toBeLessThan(120)
    const imagesAbove = await page.evaluate(
      () =>
        [...document.querySelectorAll('.content img')].filter(
          (img) =>
            img.compareDocumentPosition(document.getElementById('remote-option-values')!) &
            Node.DOCUMENT_POSITION_FOLLOWING,
        ).length,
    )
    expect(imagesAbove).toBeGreaterThan(0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('replaces a .html URL and a redirected path with the canonical URL, keeping the hash', async () => {
    const { page, errors } = await openSitePage(browser, 'manual/jobs/job-options.html')
    await page.waitForURL(siteUrl('manual/jobs/job-options'))
    await page.goto(siteUrl('manual/old-job-options#secure-options'))
    await page.waitForURL(siteUrl('manual/jobs/job-options#secure-options'))
    await page.locator('main h1', { hasText: 'Job Options' }).first().waitFor()
    await page.goto(siteUrl('manual/jobs'))
    await page.waitForURL(siteUrl('manual/jobs/'))
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('shows the 404 view for an unknown path', async () => {
    const { page, errors } = await openSitePage(browser, 'no/such/page')
    await expect(page.locator('main h1').first().textContent()).resolves.toBe('Page not found')
    await expect(page.locator('.not-found-code').textContent()).resolves.toBe('404')
    await page.getByText("You've landed on a link that doesn't exist. Try the Search!").waitFor()
    await page.getByRole('button', { name: 'Go back' }).waitFor()
    await expect(page.title()).resolves.toBe('Page not found | Runbook Docs')
    await page.getByRole('link', { name: 'Take me home' }).click()
    await page.waitForURL(siteUrl(''))
    await page.locator('.hero-title').waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('goes to the next and previous page in sidebar order with Alt+Right / Alt+Left', async () => {
    const { page, errors } = await openSitePage(browser, 'manual/jobs/')
    const order = await page
      .locator('.sidebar-nav a.sidebar-link')
      .evaluateAll((links) =>
        links.map((a) => (a as HTMLAnchorElement).pathname).filter((p, i, all) => all.indexOf(p) === i),
      )
    const here = order.indexOf('/docs/manual/jobs/')
    expect(here).toBeGreaterThan(0)
    await page.locator('.sidebar-link.active').first().waitFor()
    await page.keyboard.press('Alt+ArrowRight')
    await page.waitForURL((url) => url.pathname === order[here + 1])
    // The shortcut works from the page shown, so wait until the new page has rendered.
    await page.locator('.sidebar-link.active[href="' + order[here + 1] + '"]').waitFor()
    await page.keyboard.press('Alt+ArrowLeft')
    await page.waitForURL((url) => url.pathname === '/docs/manual/jobs/')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("walks the tutorial's own path (frontmatter prev/next) with Alt+Right, all eight pages in order", async () => {
    const path = ['', 'terminology', 'creatingnodes', 'commands', 'jobs', 'users', 'acls', 'conclusion'].map(
      (p) => `/docs/learning/tutorial/${p}`,
    )
    const { page, errors } = await openSitePage(browser, 'learning/tutorial/')
    for (let i = 1; i < path.length; i++) {
      // The shortcut works from the page shown: wait until it has rendered.
      await page
        .locator(`.sidebar-link.active[href="${path[i - 1]}"]`)
        .first()
        .waitFor()
      await page.keyboard.press('Alt+ArrowRight')
      await page.waitForURL((url) => url.pathname === path[i])
    }
    await page
      .locator(`.sidebar-link.active[href="${path.at(-1)}"]`)
      .first()
      .waitFor()
    await page.keyboard.press('Alt+ArrowLeft')
    await page.waitForURL((url) => url.pathname === path.at(-2))
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('prefetches a few pages linked in view once the page has settled, and none for a reader saving data', async () => {
    for (const saveData of [false, true]) {
      const { page, errors } = await openWatchedPage(browser, new URL(siteUrl('')).origin, {
        viewport: { width: 1280, height: 900 },
        serviceWorkers: 'block',
      })
      if (saveData) {
        await page.addInitScript(() =>
          Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
        )
      }
      // Markdown files requested after the page's own.
      const markdown: string[] = []
      page.on('request', (r) => {
        if (r.url().endsWith('.md')) markdown.push(new URL(r.url()).pathname)
      })
      await page.goto(siteUrl('manual/'))
      await page.locator('main h1').first().waitFor()
      const own = markdown.length
      const prefetched = () => markdown.slice(own)
      if (saveData) {
        // The page has decided not to prefetch (it never watches its links).
        await page.locator('main .content[data-prefetch="off"]').waitFor()
        expect(prefetched()).toEqual([])
      } else {
        await expect.poll(() => new Set(prefetched()).size, { timeout: 10_000 }).toBe(4)
        // Following a prefetched link needs no further request for its markdown.
        const before = markdown.length
        await page.locator('main .content a[href="/docs/manual/projects/"]').first().click()
        await page.waitForURL((url) => url.pathname === '/docs/manual/projects/')
        await page.locator('main h1', { hasText: 'Projects' }).first().waitFor()
        expect(prefetched().some((p) => p.startsWith('/docs/manual/projects/'))).toBe(true)
        expect(markdown.slice(before).filter((p) => p.startsWith('/docs/manual/projects/'))).toEqual([])
      }
      expect(errors).toEqual([])
      await page.context().close()
    }
  })
})
