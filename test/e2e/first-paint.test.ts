// The first paint (app/first-paint/): a page's heading and text before the app, then a clean handover.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { holdRequests, openWatchedPage, type WatchedPage } from './browser'
import { baseUrl, launchBrowser, siteUrl } from './app-helpers'
import { parseManifest } from '../../manifest/parse'
import { prevNext } from '../../app/lib/prev-next'
import { flattenSidebar } from '../../manifest/nav/reading-order'
import { selectSidebar } from '../../manifest/nav/sidebar'
import { siteIndexFor } from '../../app/lib/site-index'

/** The app's entry script; the first paint starts it, so blocking it leaves the first paint alone on the page. */
const APP_SCRIPT = /\/_app\/main-[^/]*\.js$/

/** A page with a breadcrumb, a sidebar, headings and paragraphs. */
const PAGE = 'administration/configuration/'
/** A page long enough to be rendered in steps (docs-src/api/index.md, over 80 KB). */
const LONG_PAGE = 'api/'
/** Its last heading. */
const LONG_PAGE_END = 'Incubating'

describe('first paint', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  /** A watched page (no service worker, so page.route sees every request) with the app script blocked. */
  async function withoutApp(): Promise<WatchedPage & { blocked: string[] }> {
    const watched = await openWatchedPage(browser, new URL(baseUrl()).origin, { serviceWorkers: 'block' })
    const blocked: string[] = []
    await watched.page.route(APP_SCRIPT, (route) => {
      blocked.push(route.request().url())
      return route.abort()
    })
    return { ...watched, blocked }
  }

  /** A watched page whose app script is held back until `release()` is called. */
  async function withAppHeld(): Promise<WatchedPage & { release: () => void }> {
    const watched = await openWatchedPage(browser, new URL(baseUrl()).origin, { serviceWorkers: 'block' })
    const { release } = await holdRequests(watched.page, APP_SCRIPT)
    return { ...watched, release }
  }

  /** Console errors other than the ones the blocked app script causes by itself. */
  function unexpected(errors: string[], blocked: string[]): string[] {
    return errors.filter(
      (e) => !/^Failed to load resource: net::ERR_FAILED$/.test(e) && !blocked.some((url) => e.includes(url)),
    )
  }

  it('shows the page heading and its text with the app script blocked, without console errors', async () => {
    const { page, errors, blocked } = await withoutApp()
    await page.goto(siteUrl(PAGE))
    await page.locator('.boot-shell .content p').first().waitFor({ state: 'visible', timeout: 15_000 })
    await expect(page.locator('.boot-shell h1.doc-title').textContent()).resolves.toBe('Rundeck Configuration')
    await expect(page.locator('.boot-shell h1').first().isVisible()).resolves.toBe(true)
    const text = await page.locator('.boot-shell .content p').first().textContent()
    expect(text?.trim().length).toBeGreaterThan(20)
    // The content's own leading H1 repeats the title and is hidden, as in the app.
    await expect(page.locator('.boot-shell h1:visible').count()).resolves.toBe(1)
    await expect(page.locator('.boot-shell .breadcrumb').isVisible()).resolves.toBe(true)
    // No app, so no <main>; one main landmark, the shell's, holds the page; the skip link leads to it.
    await expect(page.locator('main').count()).resolves.toBe(0)
    await expect(page.getByRole('main').locator('h1.doc-title').count()).resolves.toBe(1)
    await expect(page.locator('.boot-shell #main-content h1.doc-title').count()).resolves.toBe(1)
    await expect(page.locator('.boot-shell a.skip-link').getAttribute('href')).resolves.toBe('#main-content')
    await page.keyboard.press('Tab')
    await expect(page.evaluate(() => document.activeElement?.className)).resolves.toBe('skip-link')
    expect(blocked).toHaveLength(1)
    expect(unexpected(errors, blocked)).toEqual([])
    await page.context().close()
  })

  it("paints the text in the reader's stored colour scheme, not the system's", async () => {
    const { page, errors, blocked } = await withoutApp()
    await page.emulateMedia({ colorScheme: 'light' })
    await page.addInitScript(() => localStorage.setItem('docs-color-scheme', 'dark'))
    await page.goto(siteUrl(PAGE))
    await page.locator('.boot-shell .content p').first().waitFor({ state: 'visible', timeout: 15_000 })
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark')
    // The shell's background is the dark theme's, not the light default.
    const background = await page.evaluate(
      () => getComputedStyle(document.querySelector('.boot-shell')!).backgroundColor,
    )
    const [r, g, b] = background.match(/\d+/g)!.map(Number)
    expect(r! + g! + b!).toBeLessThan(200)
    expect(unexpected(errors, blocked)).toEqual([])
    await page.context().close()
  })

  it('keeps the text where it is when the app takes over, on a phone and on a desktop', async () => {
    for (const width of [360, 1280]) {
      const viewport = { width, height: 800 }
      const firstText = (page: import('playwright-core').Page, scope: string) =>
        page
          .locator(`${scope} .content p`)
          .first()
          .evaluate((p) => Math.round(p.getBoundingClientRect().top))
      const painted = await withoutApp()
      await painted.page.setViewportSize(viewport)
      await painted.page.goto(siteUrl(PAGE))
      await painted.page.locator('.boot-shell .content p').first().waitFor({ state: 'visible', timeout: 15_000 })
      const before = await firstText(painted.page, '.boot-shell')
      await painted.page.context().close()
      const app = await openWatchedPage(browser, new URL(baseUrl()).origin, { serviceWorkers: 'block', viewport })
      await app.page.goto(siteUrl(PAGE))
      await app.page.locator('main .content p').first().waitFor({ state: 'visible', timeout: 15_000 })
      expect(Math.abs((await firstText(app.page, 'main')) - before), `at ${width} px`).toBeLessThanOrEqual(2)
      await app.page.context().close()
    }
  })

  it('shows only the first piece of a long page, from its head; the app adds the rest after it, moving nothing', async () => {
    const painted = await withoutApp()
    const paintFetched: string[] = []
    painted.page.on('request', (request) => paintFetched.push(new URL(request.url()).pathname))
    await painted.page.goto(siteUrl(LONG_PAGE))
    const shellContent = painted.page.locator('.boot-shell .content[data-first-piece]')
    await shellContent.waitFor({ timeout: 15_000 })
    const shellHeadings = await shellContent.locator('h2, h3').allTextContents()
    expect(shellHeadings.length).toBeGreaterThan(0)
    expect(shellHeadings.at(-1)).toBeDefined()
    expect(shellHeadings.join('|')).not.toContain(LONG_PAGE_END)
    // The first paint rendered the page's head (its opening blocks), which the shell carries: it
    // fetched no markdown.
    expect(paintFetched.filter((p) => p.endsWith(`${LONG_PAGE}index.md`))).toEqual([])
    await painted.page.context().close()

    // The app's script is held back until the first paint's position is read.
    const { page, errors, release } = await withAppHeld()
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
    await page.goto(siteUrl(LONG_PAGE))
    await page
      .locator('.boot-shell .content[data-first-piece] h2')
      .first()
      .waitFor({ state: 'visible', timeout: 15_000 })
    const firstTop = () =>
      page
        .locator('.content h2')
        .first()
        .evaluate((h) => Math.round(h.getBoundingClientRect().top))
    const before = await firstTop()
    release()
    // The app takes over with the same first piece, then adds the rest of the page below it.
    await expect.poll(() => page.locator('main .content h3').last().textContent()).toContain(LONG_PAGE_END)
    const headings = await page.locator('main .content h2, main .content h3').allTextContents()
    expect(headings.slice(0, shellHeadings.length)).toEqual(shellHeadings)
    expect(headings.length).toBeGreaterThan(shellHeadings.length)
    expect(Math.abs((await firstTop()) - before)).toBeLessThanOrEqual(2)
    await expect(page.locator('.boot-shell').count()).resolves.toBe(0)
    // The whole file was fetched once, by the app, for the rest.
    expect(fetched.filter((p) => p.endsWith(`${LONG_PAGE}index.md`))).toEqual([`/docs/${LONG_PAGE}index.md`])
    await expect(page.locator('main .content').getAttribute('aria-busy')).resolves.toBeNull()
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("requests the app's code before the first paint's last file is in (its size on the shell)", async () => {
    // The largest of the first paint's files, by the size the shell gives it, is held back.
    const shell = await (await fetch(siteUrl(PAGE))).text()
    const sized = [...shell.matchAll(/<link rel="modulepreload" href="([^"]+)" data-bytes="(\d+)">/g)]
    expect(sized.length).toBeGreaterThan(3)
    const largest = sized.reduce((a, b) => (Number(b[2]) > Number(a[2]) ? b : a))[1]!
    const { page, errors } = await openWatchedPage(browser, new URL(baseUrl()).origin, { serviceWorkers: 'block' })
    const held = await holdRequests(page, (url) => url.pathname === largest)
    const appRequested = page.waitForRequest(APP_SCRIPT, { timeout: 15_000 })
    await page.goto(siteUrl(PAGE))
    await appRequested
    expect(held.requested).toHaveLength(1)
    held.release()
    await page.locator('main .content p').first().waitFor({ timeout: 15_000 })
    await expect(page.locator('.boot-shell').count()).resolves.toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('takes a long page over and shows all of it while the sanitizer is held back (its pieces pass the check)', async () => {
    const { page, errors } = await openWatchedPage(browser, new URL(baseUrl()).origin, { serviceWorkers: 'block' })
    await holdRequests(page, /\/_app\/chunks\/purifier-[^/]*\.js$/)
    await page.goto(siteUrl(LONG_PAGE))
    await page.locator('main .content:not([aria-busy])').waitFor({ timeout: 15_000 })
    await expect(page.locator('main .content h3').last().textContent()).resolves.toContain(LONG_PAGE_END)
    await expect(page.locator('.boot-shell').count()).resolves.toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("gives a long page shown from its head the whole page's reading time, and its source once the rest has come", async () => {
    const { page, errors } = await openWatchedPage(browser, new URL(baseUrl()).origin, { serviceWorkers: 'block' })
    const whole = await holdRequests(page, (url) => url.pathname.endsWith(`/docs/${LONG_PAGE}index.md`))
    await page.goto(siteUrl(LONG_PAGE))
    await page.locator('main h1').first().waitFor({ timeout: 15_000 })
    await expect.poll(() => whole.requested.length, { timeout: 15_000 }).toBe(1)
    const viewSource = page.locator('.page-source-bar button').first()
    await expect(viewSource.isDisabled()).resolves.toBe(true)
    const readingTime = () => page.locator('.page-info-item').first().textContent()
    const before = await readingTime()
    whole.release()
    await page.locator('main .content:not([aria-busy])').waitFor({ timeout: 15_000 })
    await expect.poll(() => viewSource.isDisabled()).toBe(false)
    await expect(readingTime()).resolves.toBe(before)
    await viewSource.click()
    await expect(page.locator('.page-source').textContent()).resolves.toContain('### Incubating')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('opens a long page shown from its head at a heading of its rest, once the rest has come', async () => {
    const { page, errors } = await openWatchedPage(browser, new URL(baseUrl()).origin, { serviceWorkers: 'block' })
    await page.goto(siteUrl(`${LONG_PAGE}#job-details`))
    const target = page.locator('main .content #job-details')
    await target.waitFor({ timeout: 15_000 })
    await expect
      .poll(() => target.evaluate((h) => Math.round(h.getBoundingClientRect().top)), { timeout: 10_000 })
      .toBeLessThan(200)
    expect(await target.evaluate((h) => h.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('opens search for a "/" pressed before the app was ready, with what was typed after it', async () => {
    const { page, errors, release } = await withAppHeld()
    await page.goto(siteUrl(PAGE))
    await page.locator('.boot-shell .content p').first().waitFor({ state: 'visible', timeout: 15_000 })
    const scrolled = await page.evaluate(() => window.scrollY)
    await page.keyboard.press('/')
    await expect(page.locator('html').getAttribute('data-pending-search')).resolves.toBe('')
    await page.keyboard.type('jobx ')
    await page.keyboard.press('Backspace')
    await page.keyboard.press('Backspace')
    await expect(page.locator('html').getAttribute('data-pending-search')).resolves.toBe('job')
    // The space was the search text's, not the page's (it did not scroll).
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
    release()
    const input = page.locator('dialog.search-overlay input[type="search"]')
    await input.waitFor({ state: 'visible', timeout: 15_000 })
    await expect(page.locator('html').getAttribute('data-pending-search')).resolves.toBeNull()
    expect(await input.inputValue()).toBe('job')
    await page.locator('.search-hit').first().waitFor()
    // The key was taken once: closing search leaves it closed.
    await page.keyboard.press('Escape')
    await page.locator('dialog.search-overlay').waitFor({ state: 'detached' })
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('goes to the next page for an Alt+→ pressed before the app was ready', async () => {
    // The next page in the order of the page's sidebar, as the app computes it.
    const manifest = parseManifest(await (await fetch(siteUrl('manifest.json'))).json())
    const route = `/${PAGE}`
    const sidebar = selectSidebar(siteIndexFor(manifest).sidebars, route)
    const next = prevNext(flattenSidebar(sidebar!.items), route).next!
    expect(next).toMatch(/^\//)
    const { page, errors, release } = await withAppHeld()
    await page.goto(siteUrl(PAGE))
    await page.locator('.boot-shell .content p').first().waitFor({ state: 'visible', timeout: 15_000 })
    await page.keyboard.press('Alt+ArrowRight')
    await expect(page.locator('html').getAttribute('data-pending-page-key')).resolves.toBe('next')
    // Held for the app, not the browser's own Alt+→: the page is still the one opened.
    expect(new URL(page.url()).pathname).toBe(new URL(siteUrl(PAGE)).pathname)
    release()
    await page.waitForURL((url) => url.pathname === new URL(siteUrl(next)).pathname, { timeout: 15_000 })
    await expect(page.locator('html').getAttribute('data-pending-page-key')).resolves.toBeNull()
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('leaves the title-only shell for other URL forms of a page, which the app redirects', async () => {
    const { page, errors, blocked } = await withoutApp()
    // Served by the route's own shell file; the app would redirect to the canonical /…/configuration/.
    await page.goto(siteUrl(`${PAGE}index.html`))
    await page.locator('.boot-shell h1').waitFor({ timeout: 15_000 })
    // The first paint starts the app once it has decided; give a wrong paint a moment to show.
    await expect.poll(() => blocked.length, { timeout: 15_000 }).toBe(1)
    await page.locator('.boot-shell[data-paint="none"]').waitFor()
    await expect(page.locator('.boot-shell .content').count()).resolves.toBe(0)
    expect(unexpected(errors, blocked)).toEqual([])
    await page.context().close()
  })

  it("shows the text from the page's part of the manifest, and the app takes over from it and its navigation shard, while the whole one is held back", async () => {
    // The shell carries the page's part, names its navigation shard and preloads no manifest.
    const html = await (await fetch(siteUrl(PAGE))).text()
    expect(html).toContain('<script type="application/json" id="docs-page-manifest"')
    expect(html).toMatch(/ data-nav="nav\/[^"]+\.json"/)
    expect(html).not.toMatch(/<link rel="preload" href="[^"]*manifest\.json"/)
    const { page, errors } = await openWatchedPage(browser, new URL(baseUrl()).origin, { serviceWorkers: 'block' })
    const manifest = await holdRequests(page, /\/manifest\.json$/)
    const shard = await holdRequests(page, /\/nav\/[^/]+\.json$/)
    await page.goto(siteUrl(PAGE))
    await page.locator('.boot-shell .content p').first().waitFor({ state: 'visible', timeout: 15_000 })
    await expect(page.locator('.boot-shell.has-sidebar').count()).resolves.toBe(1)
    await expect(page.locator('.boot-shell .breadcrumb a').count()).resolves.toBeGreaterThan(0)
    // Fetched for the app once the text is in.
    await expect.poll(() => shard.requested.length, { timeout: 15_000 }).toBe(1)
    shard.release()
    // The app shows the page, its sidebar and navbar without the whole manifest.
    await page.locator('main .content p').first().waitFor({ state: 'visible', timeout: 15_000 })
    await expect(page.locator('.boot-shell').count()).resolves.toBe(0)
    const links = page.locator('.sidebar .sidebar-link')
    expect(await links.count()).toBeGreaterThan(3)
    // Fetched once the app has taken over; a page outside the part waits for it.
    await expect.poll(() => manifest.requested.length, { timeout: 15_000 }).toBe(1)
    const shown = await page.locator('main h1').first().innerText()
    const other = page.locator('.sidebar .sidebar-link:visible').filter({ hasNotText: shown }).last()
    const title = (await other.innerText()).trim()
    await other.click()
    manifest.release()
    await page.locator('main h1', { hasText: title }).first().waitFor({ timeout: 15_000 })
    expect(manifest.requested).toHaveLength(1)
    expect(shard.requested).toHaveLength(1)
    expect(errors).toEqual([])
    await page.context().close()
  })

  /**
   * Holds back the scripts that carry DOMPurify (its API's names survive minifying) until
   * `release()`; the blocked app script is left to its own route.
   */
  async function holdSanitizer(page: Page): Promise<{ held: string[]; release: () => void }> {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    const held: string[] = []
    await page.route(/\/_app\/.*\.js$/, async (route) => {
      if (APP_SCRIPT.test(route.request().url())) return route.fallback()
      const response = await route.fetch()
      if ((await response.text()).includes('removeAllHooks')) {
        held.push(route.request().url())
        await released
      }
      return route.fulfill({ response })
    })
    return { held, release }
  }

  it('shows a page of plain markup without downloading the sanitizer', async () => {
    const { page, errors, blocked } = await withoutApp()
    const sanitizer = await holdSanitizer(page)
    await page.goto(siteUrl(PAGE))
    await page.locator('.boot-shell .content p').first().waitFor({ state: 'visible', timeout: 15_000 })
    await expect(page.locator('.boot-shell .content a[href]').count()).resolves.toBeGreaterThan(0)
    expect(sanitizer.held).toEqual([])
    sanitizer.release()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    expect(unexpected(errors, blocked)).toEqual([])
    await page.context().close()
  })

  it('downloads the sanitizer for a page whose markup the check declines, and shows it sanitized', async () => {
    const { page, errors, blocked } = await withoutApp()
    const sanitizer = await holdSanitizer(page)
    // The page's markdown (which its shell carries) with raw HTML the check leaves to the
    // sanitizer: a comment, a handler.
    await page.route(new RegExp(`/${PAGE}$`), async (route) => {
      const response = await route.fetch()
      const carried = /(<script type="application\/json" id="docs-page-source" data-file="[^"]+">)(.*?)(<\/script>)/s
      const html = await response.text()
      expect(html).toMatch(carried)
      const body = html.replace(carried, (_, open: string, json: string, close: string) => {
        const text = `${JSON.parse(json) as string}\n\nA line with <b onclick="alert(1)">bold words</b>.<!-- a note -->\n`
        return open + JSON.stringify(text).replace(/</g, '\\u003c') + close
      })
      return route.fulfill({ response, body })
    })
    await page.goto(siteUrl(PAGE))
    await expect.poll(() => sanitizer.held.length, { timeout: 15_000 }).toBe(1)
    sanitizer.release()
    const bold = page.locator('.boot-shell .content b', { hasText: 'bold words' })
    await bold.waitFor({ state: 'visible', timeout: 15_000 })
    await expect(bold.getAttribute('onclick')).resolves.toBeNull()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    expect(unexpected(errors, blocked)).toEqual([])
    await page.context().close()
  })

  it("takes over a page with frontmatter without the YAML parser: the shell carries the build's parse", async () => {
    const html = await (await fetch(siteUrl(PAGE))).text()
    expect(html).toContain('<script type="application/json" id="docs-page-frontmatter">')
    const { page, errors } = await openWatchedPage(browser, new URL(baseUrl()).origin, { serviceWorkers: 'block' })
    const parser = await holdRequests(page, /\/parse-frontmatter-[^/]*\.js$/)
    await page.goto(siteUrl(PAGE))
    await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 15_000 })
    await expect(page.locator('main h1').first().textContent()).resolves.toContain('Rundeck Configuration')
    await expect(page.locator('.boot-shell').count()).resolves.toBe(0)
    parser.release()
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('hands over to the app: one visible h1, no shell left, manifest and markdown fetched once', async () => {
    const { page, errors } = await openWatchedPage(browser, new URL(baseUrl()).origin, { serviceWorkers: 'block' })
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
    await page.goto(siteUrl(PAGE))
    await page.locator('main .content p').first().waitFor({ state: 'visible', timeout: 15_000 })
    await expect(page.locator('.boot-shell').count()).resolves.toBe(0)
    await expect(page.locator('h1:visible').count()).resolves.toBe(1)
    await expect(page.locator('main h1').first().textContent()).resolves.toContain('Configuration')
    // The whole manifest comes once the app has fetched what search needs.
    await expect.poll(() => fetched.filter((p) => p.endsWith('/manifest.json')).length).toBe(1)
    // The shell carries the page's text (or, for a long page, its head, and the app fetches the whole file once).
    expect(fetched.filter((p) => p.endsWith(`/${PAGE}index.md`)).length).toBeLessThanOrEqual(1)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
