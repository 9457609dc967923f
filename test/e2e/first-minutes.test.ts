// What a new reader meets in the first minutes: every page loads without a failed request or a
// console error, and the versions lead to pages (in the same tab) or to another host.

import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, siteUrl, baseUrl } from './app-helpers'
import { openWatchedPage, viewSettled } from './browser'
import { startTempSite, type TempSite } from './temp-site'
import type { Manifest } from '../../manifest/types'
import { parseManifest } from '../../manifest/parse'

/** WCAG contrast of a #rrggbb colour against an rgb() colour. */
function contrast(hex: string, rgb: string): number {
  const channels = (c: number[]) =>
    c.map((v) => {
      const s = v / 255
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    })
  const luminance = (c: number[]) => {
    const [r, g, b] = channels(c)
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const a = luminance([1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)))
  const b = luminance((rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number))
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

/** Widgets other passes mount (they have no data-mounted state of their own). */
const MOUNTED_ELSEWHERE = ['tabs', 'code-tabs', 'badge']

/** Waits for the page's text, its last piece and every widget's mount, then for the network to rest. */
async function pageSettled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 15_000 })
  await page.waitForFunction(
    (elsewhere) => {
      const content = document.querySelector('main .content')
      if (content?.hasAttribute('aria-busy')) return false
      return [...document.querySelectorAll<HTMLElement>('main [data-widget]')].every(
        (el) => elsewhere.includes(el.dataset.widget ?? '') || el.dataset.mounted === 'widget',
      )
    },
    MOUNTED_ELSEWHERE,
    { timeout: 15_000 },
  )
  // Down to the end and back, so what loads when it comes into view (images, players) loads.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await viewSettled(page)
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForLoadState('networkidle')
}

/** The routes visited: home, 404, api/, a page with each widget and pages spread over every section. */
function sampleRoutes(manifest: Manifest): string[] {
  const fixed = [
    '/',
    '/no-such-page-here',
    '/api/',
    '/api/openapi-explorer', // OpenAPI explorer
    '/administration/install/', // catalog
    '/administration/cluster/', // PDF
    '/history/5_x/version-5.6.0', // video
    '/manual/old-docs', // DocVersions
    '/administration/runner/runner-plugins/runner-plugins', // tabs
    '/manual/jobs/job-options', // a long User Guide page, whose sidebar has the integration icons
  ]
  const bySection = new Map<string, string[]>()
  for (const page of manifest.pages) {
    const section = page.route.split('/')[1] ?? ''
    if (!section) continue
    bySection.set(section, [...(bySection.get(section) ?? []), page.route])
  }
  const routes = new Set(fixed)
  const sections = [...bySection.keys()].sort()
  // Pages spread evenly over each section, in turns, until there are 40.
  for (let turn = 0; routes.size < 40 && turn < 20; turn++) {
    for (const section of sections) {
      const list = bySection.get(section)!
      const at = Math.floor(((turn * 7 + 3) % 20) * (list.length / 20))
      if (routes.size < 40 && list[at]) routes.add(list[at])
    }
  }
  return [...routes]
}

describe('the reader’s first minutes', () => {
  let browser: Browser
  let manifest: Manifest
  beforeAll(async () => {
    browser = await launchBrowser()
    manifest = parseManifest(JSON.parse(await readFile(path.join(inject('distDir'), 'manifest.json'), 'utf8')))
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('loads 40 pages of every section with no failed request and no console error', async () => {
    const routes = sampleRoutes(manifest)
    expect(routes).toHaveLength(40)
    const sections = new Set(manifest.pages.map((p) => p.route.split('/')[1]).filter(Boolean))
    expect(new Set(routes.map((r) => r.split('/')[1]).filter(Boolean))).toEqual(
      new Set([...sections, 'no-such-page-here']),
    )
    const { page, errors } = await openWatchedPage(browser, new URL(baseUrl()).origin)
    const failed: string[] = []
    let route = ''
    page.on('response', (res) => {
      const missingPage = route === '/no-such-page-here' && res.url() === siteUrl(route)
      if (res.status() >= 400 && !missingPage) failed.push(`${route}: ${res.status()} ${res.url()}`)
    })
    page.on('requestfailed', (req) => {
      // A request the page cancels itself (a PDF the browser's viewer stops reading) is no failure.
      const error = req.failure()?.errorText ?? ''
      if (error !== 'net::ERR_ABORTED') failed.push(`${route}: ${error} ${req.url()}`)
    })
    for (route of routes) {
      await page.goto(siteUrl(route))
      await pageSettled(page)
      if (route === '/no-such-page-here') await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    }
    expect(failed).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  }, 240_000)

  it('shows a navigation icon for every sidebar entry that names one, none broken', async () => {
    const { page, errors } = await openWatchedPage(browser, new URL(baseUrl()).origin)
    await page.goto(siteUrl('manual/jobs/job-options'))
    await pageSettled(page)
    const icons = await page
      .locator('.sidebar .sidebar-icon')
      .evaluateAll((all) =>
        all.map((el) =>
          el instanceof HTMLImageElement
            ? { src: el.getAttribute('src'), ok: el.complete && el.naturalWidth > 0 }
            : { src: el.tagName.toLowerCase(), ok: el.querySelector('path') !== null },
        ),
      )
    expect(icons.length).toBeGreaterThan(20)
    expect(icons.filter((i) => !i.ok)).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('lists only versions that lead somewhere: this site’s pages in the same tab, others on another host', async () => {
    const { page, errors } = await openWatchedPage(browser, new URL(baseUrl()).origin)
    await page.goto(siteUrl('manual/old-docs'))
    await pageSettled(page)
    const origin = new URL(baseUrl()).origin
    const links = await page
      .locator('.doc-versions a')
      .evaluateAll((all) => all.map((a) => ({ href: (a as HTMLAnchorElement).href, target: a.getAttribute('target') })))
    expect(links.length).toBeGreaterThan(3)
    for (const link of links) {
      const url = new URL(link.href)
      if (url.origin === origin) {
        expect(link.href.startsWith(baseUrl()), link.href).toBe(true)
        expect(link.target, link.href).toBeNull()
        const res = await fetch(link.href)
        expect(res.status, link.href).toBe(200)
      } else {
        expect(url.protocol, link.href).toBe('https:')
      }
    }
    // The navbar menu: the same entries, this site's in place.
    const menu = page.getByRole('button', { name: /^Documentation version/ })
    await menu.click()
    const entries = await page
      .getByRole('menu', { name: 'Documentation version' })
      .getByRole('menuitem')
      .evaluateAll((all) => all.map((a) => ({ href: (a as HTMLAnchorElement).href, target: a.getAttribute('target') })))
    expect(entries.map((e) => e.href)).toEqual(links.map((l) => l.href))
    for (const entry of entries) {
      if (entry.href.startsWith(origin)) expect(entry.target, entry.href).toBeNull()
    }
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('gives a phone "On this page": collapsed under the title, the desktop outline’s headings, keyboard-operable, closed after a jump and on the next page', async () => {
    const { page, errors } = await openWatchedPage(browser, new URL(baseUrl()).origin, {
      viewport: { width: 1280, height: 800 },
    })
    await page.goto(siteUrl('manual/jobs/job-options'))
    await pageSettled(page)
    const desktop = await page.locator('.toc-aside .toc a').allTextContents()
    expect(desktop.length).toBeGreaterThan(5)
    await expect(page.locator('.toc-disclosure').isVisible()).resolves.toBe(false)
    await page.setViewportSize({ width: 390, height: 800 })
    const disclosure = page.locator('details.toc-disclosure')
    await disclosure.waitFor({ state: 'visible' })
    await expect(page.locator('.toc-aside').isVisible()).resolves.toBe(false)
    // Collapsed, right under the title's header.
    expect(await disclosure.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false)
    expect(await disclosure.evaluate((el) => el.closest('.doc-header') !== null)).toBe(true)
    const titleBottom = (await page.locator('.doc-title').boundingBox())!
    const box = (await disclosure.boundingBox())!
    expect(box.y).toBeGreaterThan(titleBottom.y + titleBottom.height - 1)
    expect(box.y).toBeLessThan(titleBottom.y + titleBottom.height + 120)
    expect(await disclosure.locator('a').allTextContents()).toEqual(desktop)
    // Keyboard: focus the summary, open with Enter, Tab to the second heading, follow it.
    await disclosure.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => disclosure.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    const target = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).dataset.slug)
    expect(target).toBeTruthy()
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.hash === `#${target}`)
    await expect.poll(() => disclosure.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false)
    await expect
      .poll(() => page.locator(`[id="${target}"]`).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(200)
    // Open, then go to another page: it starts closed there.
    await disclosure.locator('summary').click()
    await expect.poll(() => disclosure.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true)
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.locator('.content a[href="/docs/manual/jobs/"], .content a[href^="/docs/manual/"]').first().click()
    await page.waitForURL((url) => !url.pathname.endsWith('/job-options'))
    // The next page is shown (the last one stays on screen while the next one loads).
    await expect.poll(() => page.locator('.doc-title').first().textContent()).not.toBe('Job Options')
    const next = page.locator('details.toc-disclosure')
    if (await next.count()) expect(await next.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('shows a readable hero in light and dark, a home grid with no empty column and the closing line on the grid', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { page, errors } = await openWatchedPage(browser, new URL(baseUrl()).origin, {
        viewport: { width: 1280, height: 900 },
        colorScheme: scheme,
      })
      await page.goto(siteUrl(''))
      await page.locator('.hero-title').waitFor()
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme)
      // The hero image shown: its labels against the page behind it reach 4.5:1.
      const hero = page.locator('.hero-image img:visible')
      // Visible once loaded (it has no height before): then exactly one of the two.
      await hero.first().waitFor({ state: 'visible' })
      await expect(hero.count()).resolves.toBe(1)
      await expect.poll(() => hero.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
      const src = await hero.evaluate((img) => (img as HTMLImageElement).src)
      const svg = await (await fetch(src)).text()
      const labels = [...svg.matchAll(/<text[^>]*fill="(#[0-9a-f]{6})"/gi)].map((m) => m[1]!)
      expect(labels.length, scheme).toBeGreaterThan(0)
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
      for (const label of labels)
        expect(contrast(label, background), `${scheme} ${label} on ${background}`).toBeGreaterThan(4.5)
      // Every card row reaches the grid's right edge (auto-fit: no empty column).
      const grids = await page.locator('.feature-grid').evaluateAll((all) =>
        all.map((grid) => {
          const box = grid.getBoundingClientRect()
          const cards = [...grid.children].map((c) => c.getBoundingClientRect())
          const firstRow = cards.filter((c) => Math.abs(c.top - cards[0]!.top) < 1)
          return {
            gap: Math.round(box.right - Math.max(...firstRow.map((c) => c.right))),
            left: Math.round(box.left),
          }
        }),
      )
      expect(grids.length).toBeGreaterThan(1)
      for (const grid of grids) expect(grid.gap, scheme).toBe(0)
      const closing = await page
        .locator('.home-content p')
        .first()
        .evaluate((p) => Math.round(p.getBoundingClientRect().left))
      expect(closing).toBe(grids[0]!.left)
      expect(errors).toEqual([])
      await page.context().close()
    }
  })

  it('aligns the catalog cards, draws the drawer’s own disclosure markers and offers image choices that fit the site', async () => {
    const { page, errors } = await openWatchedPage(browser, new URL(baseUrl()).origin, {
      viewport: { width: 1280, height: 900 },
    })
    await page.goto(siteUrl('administration/install/'))
    await pageSettled(page)
    // Catalog: the cards of a row share their top, and the grid starts where the text does.
    const catalog = await page
      .locator('.content .catalog-list')
      .first()
      .evaluate((list) => {
        const cards = [...list.querySelectorAll(':scope > .catalog-item')].map((c) => c.getBoundingClientRect())
        const firstRow = cards.filter((c) => Math.abs(c.top - cards[0]!.top) < 10)
        const titles = [...list.querySelectorAll(':scope > .catalog-item > .catalog-link .catalog-title')]
          .slice(0, firstRow.length)
          .map((t) => Math.round(t.getBoundingClientRect().top))
        const text = list.closest('.content')!.getBoundingClientRect()
        return {
          cards: firstRow.length,
          tops: [...new Set(firstRow.map((c) => Math.round(c.top)))].length,
          titleTops: new Set(titles).size,
          indent: Math.round(list.getBoundingClientRect().left - text.left),
        }
      })
    expect(catalog.cards).toBeGreaterThan(1)
    expect(catalog).toMatchObject({ tops: 1, titleTops: 1, indent: 0 })
    // Offline panel: the image choices run from none to all of this site's images, nothing above.
    await page.getByRole('button', { name: 'Make available offline' }).click()
    const panel = page.getByRole('dialog', { name: 'Offline copy' })
    const select = panel.getByRole('combobox', { name: 'Images' })
    await select.waitFor()
    const options = await select.locator('option').allTextContents()
    expect(options[0]).toBe('none')
    expect(options.at(-1)).toMatch(/^all \(\d+(\.\d+)? (KB|MB)\)$/)
    expect(await select.evaluate((el) => getComputedStyle(el).appearance)).toBe('none')
    // Drawer at phone width: no browser triangle on its groups, a chevron of the site's own.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const summary = page.locator('.mobile-nav-group > summary').first()
    await summary.waitFor({ state: 'visible' })
    const marker = await summary.evaluate((el) => ({
      display: getComputedStyle(el).display,
      listStyle: getComputedStyle(el).listStyleType,
      chevron: getComputedStyle(el, '::after').borderRightStyle,
    }))
    expect(marker).toEqual({ display: 'flex', listStyle: 'none', chevron: 'solid' })
    expect(errors).toEqual([])
    await page.context().close()
  })

  describe('a site path among the versions, under another base', () => {
    let site: TempSite
    beforeAll(async () => {
      site = await startTempSite('/guide/', {
        versions: [
          { text: '5.16.0', link: '/', current: true },
          { text: 'Release notes', link: '/history/' },
          { text: '5.15.0', link: 'https://docs.example.com/5.15.0/' },
        ],
      })
    })
    afterAll(async () => {
      await site?.close()
    })

    it('resolves it against the base and opens it in the same tab, from the menu and from <DocVersions/>', async () => {
      const { page, errors } = await openWatchedPage(browser, new URL(site.url).origin)
      await page.goto(site.url + 'manual/old-docs')
      await pageSettled(page)
      const widgetLink = page.locator('.doc-versions a', { hasText: 'Release notes' })
      await expect(widgetLink.getAttribute('href')).resolves.toBe('/guide/history/')
      await expect(widgetLink.getAttribute('target')).resolves.toBeNull()
      await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1))
      await widgetLink.click()
      await page.waitForURL(site.url + 'history/')
      await page.locator('main h1').first().waitFor()
      await page.getByRole('button', { name: /^Documentation version/ }).click()
      const item = page.getByRole('menuitem', { name: '5.16.0 (this version)' })
      await expect(item.getAttribute('href')).resolves.toBe('/guide/')
      await item.click()
      await page.waitForURL(site.url)
      // Both moves stayed in the app: same document, same tab.
      expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1)
      expect(page.context().pages()).toHaveLength(1)
      expect(errors).toEqual([])
      await page.context().close()
    })
  })
})
