// Search on a site too large for its page titles to come with search/index.json (docs-src plus
// 2,400 archive pages): the outline is split by term and by record, and the browser finds a page
// by its title, by a heading, and by a word of its text alone, fetching only the query's files.

import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import type { SearchIndexManifest } from '../../manifest/search/types'
import { launchBrowser, openWatchedPage } from './browser'
import { startTempSite, type TempSite } from './temp-site'

const ARCHIVE_PAGES = 2400
const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'ze', 'pu', 'de', 'fo']

/** A made-up word for `n` (distinct for distinct n): `kalomi`, … */
function word(n: number): string {
  let w = ''
  for (let i = 0; i < 3; i++, n = Math.floor(n / SYLLABLES.length)) w += SYLLABLES[n % SYLLABLES.length]
  return `${w}${n}`
}

/** Writes the archive: page i titled with two made-up words, one heading, and a word of its own in its text only. */
async function writeArchive(src: string): Promise<void> {
  const dir = path.join(src, 'archive')
  await mkdir(dir, { recursive: true })
  for (let i = 0; i < ARCHIVE_PAGES; i++) {
    const text = [
      `# Archive ${word(i)} ${word(i * 7 + 3)}`,
      '',
      `Notes kept for the record: ${word(i + 5000)} entry.`,
      '',
      `## Retention of ${word(i + 9000)}`,
      '',
      `This entry keeps the ${word(i + 20000)}textonly marker in its text.`,
      '',
    ].join('\n')
    await writeFile(path.join(dir, `note-${i}.md`), text)
  }
}

describe('search on a site split by term', () => {
  let browser: Browser
  let site: TempSite
  let index: SearchIndexManifest

  beforeAll(async () => {
    ;[browser, site] = await Promise.all([launchBrowser(), startTempSite('/docs/', {}, writeArchive)])
    index = (await (await fetch(`${site.url}search/index.json`)).json()) as SearchIndexManifest
  }, 240_000)
  afterAll(async () => {
    await browser?.close()
    await site?.close()
  })

  /** Opens the dialog on the home page, types `query` and waits for the complete results. */
  async function searchFor(page: Page, query: string) {
    await page.goto(site.url)
    await page.locator('.search-button').waitFor()
    await page.keyboard.press('/')
    const input = page.locator('dialog.search-overlay input[type="search"]')
    await input.waitFor({ state: 'visible' })
    await input.fill(query)
    await page.locator('.search-hit').first().waitFor()
    await page.locator('.search-more').waitFor({ state: 'detached' })
    return page.locator('.search-hit').evaluateAll((hits) => hits.map((h) => h.getAttribute('href')))
  }

  it('ships no titles list: index.json leads with the first pages, the rest is split', () => {
    expect(index.byTerm).toBeDefined()
    expect(index.outline.pages).toEqual([])
    expect(index.outlineFile).toBeUndefined()
    const leadRoutes = index.byTerm!.lead.pages.map(([route]) => route)
    expect(leadRoutes).not.toContain(`/archive/note-${ARCHIVE_PAGES - 1}`)
  })

  it("finds pages by title, heading and a word of their text alone, fetching only the query's parts and its hits' rows", async () => {
    const { page, errors, foreignRequests } = await openWatchedPage(browser, new URL(site.url).origin)
    const searchFiles: string[] = []
    page.on('request', (r) => r.url().includes('/search/') && searchFiles.push(r.url().split('/search/')[1]))
    const last = ARCHIVE_PAGES - 1
    // By its title (a page the lead does not hold).
    expect((await searchFor(page, word(last)))[0]).toBe(`/docs/archive/note-${last}`)
    // By a heading.
    expect(await searchFor(page, word(last - 1 + 9000))).toContain(
      `/docs/archive/note-${last - 1}#retention-of-${word(last - 1 + 9000)}`,
    )
    // By a word of its text alone: its row comes from the chunk of its records.
    const before = searchFiles.filter((name) => name.startsWith('rows-')).length
    const hits = await searchFor(page, `${word(last - 2 + 20000)}textonly`)
    expect(hits[0]?.split('#')[0]).toBe(`/docs/archive/note-${last - 2}`)
    expect(searchFiles.filter((name) => name.startsWith('rows-')).length).toBeGreaterThan(before)
    // A docs-src page still comes first for its own title.
    expect((await searchFor(page, 'job options'))[0]?.split('#')[0]).toMatch(/\/job-options$/)
    // Never the whole outline: a few outline parts per query, a handful of chunks.
    const outlineParts = searchFiles.filter((name) => name.startsWith('outline-'))
    expect(outlineParts.length).toBeGreaterThan(0)
    expect(outlineParts.length).toBeLessThanOrEqual(8)
    expect(searchFiles.filter((name) => name.startsWith('rows-')).length).toBeLessThan(index.byTerm!.chunks / 4)
    expect(foreignRequests).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })
})
