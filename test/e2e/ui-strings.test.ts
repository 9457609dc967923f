// A site whose config overrides every interface text in German (and sets locale de-DE) shows no
// English interface text: on a page, in the search dialog and on the 404 view. Page content stays
// as written, so only the interface is collected.

import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import path from 'node:path'
import { parseManifest } from '../../manifest/parse'
import type { NavItem } from '../../manifest/types'
import { DEFAULT_UI_STRINGS } from '../../manifest/ui/ui-strings'
import { launchBrowser, openWatchedPage } from './browser'
import { startTempSite, type TempSite } from './temp-site'

/**
 * The interface texts of the page: text outside the content, and every label, with the site's own
 * words (page titles, navigation labels) taken out: they are content, written by the site.
 */
function interfaceText(page: Page, siteWords: string[]): Promise<string> {
  return page.evaluate((words) => {
    const content =
      '.content, .doc-title, .breadcrumb li, .sidebar-link, .sidebar-heading-text, .toc-item, .navbar-links a, .nav-dropdown-button span, .nav-dropdown-menu, .brand, .mobile-nav summary, .mobile-nav a, .search-hit, .search-group-title, .page-source-link, .site-notice-body'
    const parts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest(content) || parent.closest('script, style')) continue
      const text = node.textContent?.trim()
      if (text) parts.push(text)
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (el.closest('.content')) continue
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = el.getAttribute(name)
        if (value) parts.push(value)
      }
    }
    parts.push(document.title)
    let text = parts.join('\n')
    for (const word of words) text = text.split(word).join(' ')
    return text
  }, siteWords)
}

/** Page titles and navigation labels of a built site, longest first. */
async function siteWordsOf(out: string): Promise<string[]> {
  const manifest = parseManifest(JSON.parse(await readFile(path.join(out, 'manifest.json'), 'utf8')))
  const words = new Set<string>([manifest.site.title, ...manifest.pages.map((p) => p.title)])
  const walk = (items: NavItem[]) => {
    for (const item of items) {
      words.add(item.text)
      walk(item.children ?? [])
    }
  }
  walk(manifest.site.navbar)
  for (const items of Object.values(manifest.site.sidebars)) walk(items)
  return [...words].filter(Boolean).sort((a, b) => b.length - a.length)
}

describe('interface text in another language', () => {
  let site: TempSite
  let browser: Browser
  let german: Record<string, string>
  /** English fragments that must not appear: the longest literal part of each default that German changes. */
  let english: string[]
  let siteWords: string[]

  beforeAll(async () => {
    german = JSON.parse(await readFile('test/fixtures/ui-strings-de.json', 'utf8'))
    english = Object.entries(DEFAULT_UI_STRINGS)
      .filter(([key, value]) => german[key] !== value)
      .map(
        ([, value]) =>
          value
            .split(/\{\w+\}/)
            .map((s) => s.trim())
            .sort((a, b) => b.length - a.length)[0]!,
      )
      .filter((fragment) => fragment.length >= 4)
    site = await startTempSite('/docs/', { strings: german, locale: 'de-DE' })
    siteWords = await siteWordsOf(site.out)
    browser = await launchBrowser()
  }, 180_000)
  afterAll(async () => {
    await browser?.close()
    await site?.close()
  })

  it('has a German text for every key of the table', () => {
    expect(Object.keys(german).sort()).toEqual(Object.keys(DEFAULT_UI_STRINGS).sort())
    expect(english.length).toBeGreaterThan(80)
  })

  const leftovers = (text: string) => english.filter((fragment) => text.includes(fragment))

  it('shows no English interface text on a page, in search (results and none) or on the 404 view', async () => {
    const { page, errors } = await openWatchedPage(browser, new URL(site.url).origin)
    await page.goto(site.url + 'manual/jobs/job-options')
    await page.locator('main h1').first().waitFor()
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })))
    await page.locator('img[data-lightbox="on"]').first().waitFor({ state: 'attached' })
    const onPage = await interfaceText(page, siteWords)
    expect(onPage).toContain('Auf dieser Seite')
    expect(leftovers(onPage)).toEqual([])

    await page.keyboard.press('/')
    await page.locator('input.search-input').fill('job options')
    await page.locator('.search-hit').first().waitFor()
    await expect.poll(() => page.locator('[data-search-status]').textContent()).toMatch(/Treffer/)
    const results = await interfaceText(page, siteWords)
    expect(leftovers(results)).toEqual([])
    await page.locator('input.search-input').fill('zzqqxxnothing')
    await page.getByText('Keine Treffer für').waitFor()
    expect(leftovers(await interfaceText(page, siteWords))).toEqual([])
    await page.keyboard.press('Escape')

    await page.goto(site.url + 'no/such/page')
    await page.locator('.not-found').waitFor()
    const notFound = await interfaceText(page, siteWords)
    expect(notFound).toContain('Seite nicht gefunden')
    expect(leftovers(notFound)).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })
})
