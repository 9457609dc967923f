// Printing: a page prints as a clean light document, and "Print this section" gathers a sidebar
// group's pages, in order, into one document.

import { inflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openSitePage, siteUrl } from './app-helpers'

/**
 * The first page's printable area in points, from the PDF Chromium writes: its page content
 * stream starts with the page transform (`s 0 0 -s 0 H cm`) and clips to the area inside the
 * @page margins (`x y w h re W n`, in the transform's units).
 */
function firstPageArea(pdf: Buffer): { left: number; top: number; right: number; bottom: number } {
  const text = pdf.toString('latin1')
  const box = /MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(text)
  if (!box) throw new Error('no MediaBox')
  const [width, height] = [Number(box[1]), Number(box[2])]
  const starts = /stream\r?\n/g
  for (let m = starts.exec(text); m; m = starts.exec(text)) {
    const from = m.index + m[0].length
    let body: string
    try {
      body = inflateSync(pdf.subarray(from, text.indexOf('endstream', from))).toString('latin1')
    } catch {
      continue
    }
    const page = /^([\d.]+) 0 0 -\1 0 ([\d.]+) cm\s+q\s+([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re\s+W\*? n/.exec(body)
    if (!page) continue
    const [scale, x, y, w, h] = [page[1], page[3], page[4], page[5], page[6]].map(Number) as number[]
    return {
      left: x! * scale!,
      top: y! * scale!,
      right: width - (x! + w!) * scale!,
      bottom: height - (y! + h!) * scale!,
    }
  }
  throw new Error('no page content stream')
}

describe('print', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('prints a page without chrome, in light colours, with link addresses, wrapped code, every tab and open details', async () => {
    const { page, errors } = await openSitePage(browser, 'manual/jobs/job-options', { colorScheme: 'dark' })
    await page.locator('.docs-tab-panel[hidden]').first().waitFor({ state: 'attached' })
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark')
    await page.emulateMedia({ media: 'print' })
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')))
    const seen = await page.evaluate(() => {
      const shown = (sel: string) =>
        Array.from(document.querySelectorAll<HTMLElement>(sel)).filter((el) => getComputedStyle(el).display !== 'none')
          .length
      const link = document.querySelector<HTMLAnchorElement>(
        '.content p a[href^="http"], .content li a[href^="http"], .content p a[href^="/"]',
      )
      const panels = Array.from(document.querySelectorAll<HTMLElement>('.docs-tab-panel'))
      const pre = document.querySelector<HTMLElement>('.content pre')!
      return {
        chrome: shown(
          '.navbar, .sidebar, .toc-aside, .breadcrumb, .page-source-bar, .copy-code-button, .docs-tabs-list, .edit-link',
        ),
        buttons: shown('.content button, main button'),
        background: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(document.querySelector('.content p')!).color,
        linkAfter: link ? getComputedStyle(link, '::after').content : '',
        linkHref: link?.getAttribute('href') ?? '',
        panels: panels.length,
        hiddenPanels: panels.filter((p) => getComputedStyle(p).display === 'none').length,
        labels: panels.map((p) => getComputedStyle(p, '::before').content),
        wrap: getComputedStyle(pre).whiteSpace,
        closedDetails: document.querySelectorAll('.content details:not([open])').length,
        details: document.querySelectorAll('.content details').length,
      }
    })
    expect(seen.chrome).toBe(0)
    expect(seen.buttons).toBe(0)
    expect(seen.background).toBe('rgb(255, 255, 255)')
    expect(seen.text).not.toBe('rgb(223, 228, 234)')
    expect(seen.linkHref).not.toBe('')
    expect(seen.linkAfter).toContain(seen.linkHref)
    expect(seen.panels).toBeGreaterThan(1)
    expect(seen.hiddenPanels).toBe(0)
    expect(seen.labels.every((l) => l !== 'none' && l.length > 2)).toBe(true)
    expect(seen.wrap).toBe('pre-wrap')
    expect(seen.details).toBeGreaterThan(0)
    expect(seen.closedDetails).toBe(0)
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')))
    await expect(page.locator('.content details:not([open])').count()).resolves.toBe(seen.details)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('sets the section view apart from the site chrome on screen, and prints it with margins on the paper', async () => {
    const { page, errors } = await openSitePage(browser, 'manual/jobs/job-options', {
      viewport: { width: 1280, height: 900 },
    })
    const group = page.locator('.sidebar-group', { has: page.locator('.sidebar-link.active') }).last()
    const href = await group.locator(':scope > .sidebar-group-header > .sidebar-print').getAttribute('href')
    await page.goto(new URL(href!, siteUrl('')).href)
    await page.locator('.print-section[data-print-ready="true"]').waitFor({ timeout: 30_000 })
    // On screen: no sidebar beside it, the heading clear of the window's edge and centred text.
    await expect(page.locator('.sidebar').isVisible()).resolves.toBe(false)
    const title = (await page.locator('.print-section-title').boundingBox())!
    const section = (await page.locator('.print-section').boundingBox())!
    expect(title.x).toBeGreaterThanOrEqual(section.x + 24)
    expect(Math.abs(section.x + section.width / 2 - 640)).toBeLessThan(2)
    // On paper: page.pdf() with no margins of its own still leaves the @page margins.
    const area = firstPageArea(await page.pdf({ format: 'A4' }))
    for (const [side, points] of Object.entries(area)) expect(points, side).toBeGreaterThan(36)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('"Print this section" opens every page of the sidebar group, in sidebar order, after a contents list', async () => {
    const { page, errors } = await openSitePage(browser, 'manual/jobs/job-options')
    // The group that holds the page: its print link, and its pages in sidebar order.
    const group = page.locator('.sidebar-group', { has: page.locator('.sidebar-link.active') }).last()
    const expected = await group.evaluate((li) => {
      const seen: string[] = []
      for (const a of li.querySelectorAll<HTMLAnchorElement>('a.sidebar-link')) {
        const route = a.pathname.replace(/^\/docs/, '')
        if (!seen.includes(route)) seen.push(route)
      }
      return seen
    })
    expect(expected.length).toBeGreaterThan(2)
    const link = group.locator(':scope > .sidebar-group-header > .sidebar-print')
    await link.focus()
    const [printPage] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')])
    const printErrors: string[] = []
    printPage.on('console', (m) => m.type() === 'error' && printErrors.push(m.text()))
    await printPage.locator('.print-section[data-print-ready="true"]').waitFor({ timeout: 30_000 })
    const routes = await printPage
      .locator('.print-page')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-route')))
    expect(routes).toEqual(expected)
    const contents = await printPage.locator('.print-contents a').allTextContents()
    const titles = await printPage.locator('.print-page-title').allTextContents()
    expect(contents).toEqual(titles)
    await expect(printPage.locator('.print-page [role="alert"]').count()).resolves.toBe(0)
    const empty = await printPage
      .locator('.print-page .content')
      .evaluateAll((els) => els.filter((el) => !el.textContent?.trim()).length)
    expect(empty).toBe(0)
    expect(errors).toEqual([])
    expect(printErrors).toEqual([])
    await page.context().close()
  })
})
