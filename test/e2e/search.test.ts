// Search in the browser: shortcuts, results, in-app landing on the section, focus return, offline-only, auto failover.

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { buildSite } from '../../tools/publish/build-site'
import { loadManifest } from '../../tools/publish/write-manifest'
import { createSearchEngine } from '../../manifest/search/search-engine'
import { partsOfQuery } from '../../manifest/search/term-parts'
import type { SearchIndexManifest } from '../../manifest/search/types'
import { serveStatic, type RunningServer } from '../../tools/serve/static-server'
import { holdRequests, launchBrowser, openWatchedPage } from './browser'

/**
 * For the tests that hold back or fail requests: once the service worker controls the page, its
 * own fetches of search files and chunks would pass by the page's routes (it claims the page as
 * soon as it is active, so whether it did before search loads depends on timing).
 */
const NO_WORKER = { serviceWorkers: 'block' } as const

const baseUrl = inject('baseUrl')
const origin = new URL(baseUrl).origin
/** A host that never resolves in this network; page.route fails it explicitly anyway. */
const HOSTED_HOST = 'search.hosted.invalid'

async function openSearch(page: Page, how: 'slash' | 'ctrl-k') {
  // The shortcut listener exists once the app (and its navbar) has mounted.
  await page.locator('.search-button').waitFor()
  if (how === 'slash') await page.keyboard.press('/')
  else await page.keyboard.press('Control+k')
  const input = page.locator('dialog.search-overlay input[type="search"]')
  await input.waitFor({ state: 'visible' })
  expect(await input.evaluate((el) => el === document.activeElement)).toBe(true)
  return input
}

describe('search', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('downloads nothing before use for a reader who saves data, then "/" → query → Enter lands on the section in-app', async () => {
    const { page, errors, foreignRequests } = await openWatchedPage(browser, origin)
    // Other readers get search's code and index.json ahead of use (search-prefetch.test.ts).
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }))
    const searchRequests: string[] = []
    page.on('request', (r) => r.url().includes('/search/') && searchRequests.push(r.url()))
    await page.goto(baseUrl)
    await page.locator('.search-button').waitFor()
    expect(searchRequests).toEqual([])
    const documentRequests: string[] = []
    page.on('request', (r) => r.resourceType() === 'document' && documentRequests.push(r.url()))

    const input = await openSearch(page, 'slash')
    await input.fill('option types')
    const first = page.locator('.search-hit').first()
    await first.waitFor()
    // The first hits come from the page titles; the section comes first once the headings and the
    // query's term parts are in (the results are complete: no "searching the full text" line).
    await expect
      .poll(() => first.getAttribute('href'), { timeout: 10_000 })
      .toBe('/docs/manual/jobs/job-options#option-types')
    await page.locator('.search-more').waitFor({ state: 'detached' })
    expect(await page.locator('.search-hit mark').count()).toBeGreaterThan(0)
    await page.keyboard.press('Enter')
    await page.waitForURL('**/docs/manual/jobs/job-options#option-types')
    await page.locator('dialog.search-overlay').waitFor({ state: 'detached' })
    await expect.poll(() => page.locator('#option-types').isVisible()).toBe(true)
    await expect
      .poll(() => page.locator('#option-types').evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(300)
    expect(documentRequests).toEqual([])
    // index.json, the headings' file (a site of docs-src's size has one), the query's term parts
    // (two words: at most two), then the snippets' shards and tails.
    const index = await (await fetch(`${baseUrl}search/index.json`)).json()
    expect(index.outlineFile).toBeDefined()
    expect(searchRequests.filter((url) => /\/terms-/.test(url)).length).toBeLessThanOrEqual(2)
    expect(searchRequests.length).toBeLessThanOrEqual(4 + index.shards.length + index.tails.length)
    expect(foreignRequests).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('tells two pages with the same title apart by their section, and gives every hit an excerpt', async () => {
    const { page, errors } = await openWatchedPage(browser, origin)
    await page.goto(baseUrl)
    const input = await openSearch(page, 'slash')
    await input.fill('job options')
    // Once the full text has answered: both "Job Options" pages listed, every hit with an excerpt.
    const shown = () =>
      page.evaluate(() => {
        const groups = [...document.querySelectorAll<HTMLElement>('.search-group')]
        const named = groups.filter((g) => g.querySelector('.search-group-name')?.textContent === 'Job Options')
        const hits = [...document.querySelectorAll('.search-hit')]
        return {
          named: named.map((g) => g.querySelector('.search-group-title')!.textContent),
          labels: named.map((g) => g.getAttribute('aria-label')),
          withoutExcerpt: hits.filter((h) => !h.querySelector('.search-hit-snippet')?.textContent?.trim()).length,
          hits: hits.length,
        }
      })
    await expect.poll(async () => (await shown()).named.length).toBe(2)
    await expect.poll(async () => (await shown()).withoutExcerpt).toBe(0)
    const result = await shown()
    expect(result.hits).toBeGreaterThan(2)
    const [a, b] = result.named
    expect(a).not.toBe(b)
    expect(result.named.sort()).toEqual([
      'Job OptionsLearning › Getting Started › Working with Jobs',
      'Job OptionsUser Guide › Jobs',
    ])
    expect(result.labels.sort()).toEqual([
      'Job Options (Learning › Getting Started › Working with Jobs)',
      'Job Options (User Guide › Jobs)',
    ])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('answers from titles and headings at once, then adds full-text pages below the shown ones', async () => {
    const { page, errors, foreignRequests } = await openWatchedPage(browser, origin, NO_WORKER)
    // The term parts (the sections' words) are held back until the titles-and-headings answer is checked.
    const engineChunks: string[] = []
    page.on('request', (r) => /\/offline-index-[^/]+\.js$/.test(r.url()) && engineChunks.push(r.url()))
    const parts = await holdRequests(page, '**/docs/search/terms-*')
    await page.goto(baseUrl)
    const input = await openSearch(page, 'slash')
    const note = page.locator('.search-more')
    const hits = page.locator('.search-hit')
    // No title or heading says "cron": still searching, not "no results".
    await input.fill('cron')
    await note.waitFor()
    expect(await note.textContent()).toBe('Searching the full text…')
    expect(await page.getByText(/No results for/).count()).toBe(0)
    expect(await page.locator('[data-search-status]').textContent()).toBe('')
    // A heading says "SMTP": it is listed before any section text has arrived, its excerpt (the
    // page's description until the text comes) in a box that keeps its height.
    await input.fill('smtp')
    await hits.first().waitFor()
    expect(parts.requested.length).toBeGreaterThan(0)
    const shown = await hits.evaluateAll((els) => els.map((el) => el.getAttribute('href')))
    const top = (await hits.last().boundingBox())?.y
    expect(await page.locator('.search-hit-snippet').count()).toBe(shown.length)
    await hits.first().hover()
    parts.release()
    await note.waitFor({ state: 'detached' })
    const after = await hits.evaluateAll((els) => els.map((el) => el.getAttribute('href')))
    expect(after.slice(0, shown.length)).toEqual(shown)
    expect(after.length).toBeGreaterThan(shown.length)
    expect((await hits.nth(shown.length - 1).boundingBox())?.y).toBe(top)
    expect(await page.locator('.search-hit[data-active]').getAttribute('href')).toBe(shown[0])
    // The index was built, and is searched, in a worker made from the runtime's own copy of its
    // script: the page never needed the engine's code (its chunk is for a page without workers).
    expect(page.workers().map((w) => w.url())).toContainEqual(expect.stringMatching(/^blob:/))
    expect(engineChunks).toEqual([])
    expect(foreignRequests).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("fetches only the parts of the query's terms, and shows the complete list once they are in", async () => {
    const { page, errors } = await openWatchedPage(browser, origin, NO_WORKER)
    const parts: string[] = []
    page.on('request', (r) => /\/search\/terms-/.test(r.url()) && parts.push(new URL(r.url()).pathname))
    await page.goto(baseUrl)
    const input = await openSearch(page, 'slash')
    await input.fill('webhook')
    await page.locator('.search-hit').first().waitFor()
    await page.locator('.search-more').waitFor({ state: 'detached' })
    const index = (await (await fetch(`${baseUrl}search/index.json`)).json()) as SearchIndexManifest
    expect(index.terms.files.length).toBeGreaterThan(4)
    const needed = partsOfQuery('webhook', index.terms).map((i) => `/docs/search/${index.terms.files[i]}`)
    expect(needed).toHaveLength(1)
    expect(parts).toEqual(needed)
    // The complete list: every page whose title, headings or text has the word (as the engine built
    // from every record finds them), the shown pages among its first ones.
    const shown = await page.locator('.search-group').count()
    const { records } = await loadManifest({ src: 'docs-src', siteConfig: 'docs-src/site.config.json' })
    const pages = new Set(
      createSearchEngine(records)
        .search('webhook')
        .map((hit) => hit.url.split('#')[0]),
    )
    expect(shown).toBe(Math.min(12, pages.size))
    expect(shown).toBeGreaterThan(1)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('keeps the titles-and-headings answer, no longer waiting, when the text cannot be loaded', async () => {
    const { page } = await openWatchedPage(browser, origin, NO_WORKER)
    await page.route('**/docs/search/terms-*', (route) => route.abort('failed'))
    await page.goto(baseUrl)
    const input = await openSearch(page, 'slash')
    await input.fill('smtp')
    await page.locator('.search-hit').first().waitFor()
    await page.locator('.search-more').waitFor({ state: 'detached' })
    expect(await page.locator('.search-hit').count()).toBeGreaterThan(0)
    expect(await page.locator('[data-search-status]').textContent()).toMatch(/results?$/)
    await page.context().close()
  })

  /** A settled page with the search dialog's chunk held back, after '/' was pressed. */
  async function slashWithDialogHeld() {
    const watched = await openWatchedPage(browser, origin, NO_WORKER)
    const dialogChunk = await holdRequests(watched.page, '**/chunks/SearchDialog-*.js')
    await watched.page.goto(baseUrl)
    await watched.page.locator('.search-button').waitFor()
    await watched.page.keyboard.press('/')
    return { ...watched, dialogChunk }
  }

  it('keeps what is typed while the dialog loads, and puts it in the field', async () => {
    const { page, errors, dialogChunk } = await slashWithDialogHeld()
    await page.keyboard.type('option types')
    await expect.poll(() => dialogChunk.requested.length).toBeGreaterThan(0)
    dialogChunk.release()
    const input = page.locator('dialog.search-overlay input[type="search"]')
    await input.waitFor({ state: 'visible' })
    expect(await input.inputValue()).toBe('option types')
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.type('!')
    expect(await input.inputValue()).toBe('option types!')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('drops the opening for an Escape pressed while the dialog loads', async () => {
    const { page, errors, dialogChunk } = await slashWithDialogHeld()
    await page.keyboard.type('ab')
    await page.keyboard.press('Escape')
    const loaded = page.waitForResponse((r) => /\/chunks\/SearchDialog-[^/]+\.js$/.test(r.url()))
    dialogChunk.release()
    await loaded
    // Opened again: the field is empty (the first opening, with its "ab", was dropped).
    await page.keyboard.press('/')
    const input = page.locator('dialog.search-overlay input[type="search"]')
    await input.waitFor({ state: 'visible' })
    expect(await input.inputValue()).toBe('')
    expect(await page.locator('dialog.search-overlay').count()).toBe(1)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('opens with Ctrl+K, moves with arrow keys, and Escape returns focus where it was', async () => {
    const { page, errors, foreignRequests } = await openWatchedPage(browser, origin)
    await page.goto(baseUrl + 'manual/jobs/job-options')
    const button = page.locator('.search-button')
    await button.waitFor()
    await button.focus()
    const input = await openSearch(page, 'ctrl-k')
    await input.fill('jobs')
    await page.locator('.search-hit').first().waitFor()
    // With the full text in, so the list does not change under the keys.
    await page.locator('.search-more').waitFor({ state: 'detached', timeout: 15_000 })
    expect(await page.locator('.search-hit').count()).toBeGreaterThan(1)
    expect(await page.locator('.search-hit[data-active]').count()).toBe(1)
    const firstActive = await page.locator('.search-hit[data-active]').getAttribute('href')
    await page.keyboard.press('ArrowDown')
    expect(await page.locator('.search-hit[data-active]').getAttribute('href')).not.toBe(firstActive)
    await page.keyboard.press('Escape')
    await page.locator('dialog.search-overlay').waitFor({ state: 'detached' })
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)

    await button.click()
    const again = page.locator('dialog.search-overlay input[type="search"]')
    await again.fill('zzqqxxyy')
    await page.getByText(/No results for/).waitFor()
    await page.keyboard.press('Escape')
    expect(foreignRequests).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('a second visit reuses the IndexedDB copy: only index.json is fetched again', async () => {
    const { page } = await openWatchedPage(browser, origin)
    await page.goto(baseUrl)
    let input = await openSearch(page, 'slash')
    await input.fill('jobs')
    await page.locator('.search-hit').first().waitFor()
    // The cached copy is complete once it holds the snippets' shards and tails too.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const index = (await (await fetch('/docs/search/index.json')).json()) as { shards: string[]; tails: string[] }
          const entry = await new Promise<{ files?: Record<string, string> } | undefined>((resolve) => {
            const open = indexedDB.open('runbook-docs-search')
            open.onsuccess = () => {
              const db = open.result
              if (!db.objectStoreNames.contains('files')) return resolve(undefined)
              const get = db.transaction('files').objectStore('files').get('current')
              get.onsuccess = () => resolve(get.result)
            }
            open.onerror = () => resolve(undefined)
          })
          const names = Object.keys(entry?.files ?? {})
          return (
            [...index.shards, ...index.tails].every((name) => names.includes(name)) &&
            names.some((name) => name.startsWith('terms-'))
          )
        }),
      )
      .toBe(true)
    const second = await page.context().newPage()
    const fetched: string[] = []
    second.on('request', (r) => r.url().includes('/search/') && fetched.push(new URL(r.url()).pathname))
    await second.goto(baseUrl)
    input = await openSearch(second, 'slash')
    await input.fill('jobs')
    await second.locator('.search-hit').first().waitFor()
    expect(fetched).toEqual(['/docs/search/index.json'])
    await page.context().close()
  })

  describe('auto mode', () => {
    let work: string
    let server: RunningServer

    beforeAll(async () => {
      work = await mkdtemp(path.join(os.tmpdir(), 'runbook-search-auto-'))
      const config = JSON.parse(await readFile('docs-src/site.config.json', 'utf8'))
      config.search = {
        mode: 'auto',
        hosted: { appId: 'TESTAPP', apiKey: 'search-only-key', indexName: 'docs', host: HOSTED_HOST },
      }
      const siteConfig = path.join(work, 'site.config.json')
      await writeFile(siteConfig, JSON.stringify(config))
      const out = path.join(work, 'dist')
      // The build writes the search files (hosted mode is recorded in index.json).
      await buildSite({ src: 'docs-src', siteConfig, base: '/docs/', out })
      server = await serveStatic({ root: out, base: '/docs/' })
    })
    afterAll(async () => {
      await server?.close()
      await rm(work, { recursive: true, force: true })
    })

    it('shows offline results, labelled, within 2 s of typing when the hosted endpoint fails', async () => {
      const { page } = await openWatchedPage(browser, new URL(server.url).origin)
      const hostedCalls: string[] = []
      await page.route(`https://${HOSTED_HOST}/**`, (route) => {
        hostedCalls.push(route.request().url())
        return route.abort('failed')
      })
      await page.goto(server.url)
      await page.locator('.search-button').waitFor()
      expect(await page.locator(`link[rel="preconnect"][href="https://${HOSTED_HOST}"]`).count()).toBe(1)
      const input = await openSearch(page, 'slash')
      const started = Date.now()
      await input.pressSequentially('option types', { delay: 20 })
      const typed = Date.now()
      await page.locator('.search-hit').first().waitFor({ timeout: 5000 })
      await page
        .getByRole('note')
        .filter({ hasText: /offline index/i })
        .waitFor({ timeout: 5000 })
      const elapsed = Date.now() - typed
      expect(elapsed, `typing took ${typed - started} ms`).toBeLessThan(2000)
      expect(hostedCalls.length).toBeGreaterThan(0)
      expect(hostedCalls[0]).toContain('/1/indexes/*/queries')
      await page.context().close()
    })

    it('falls back the same way when the hosted endpoint answers 500', async () => {
      const { page } = await openWatchedPage(browser, new URL(server.url).origin)
      await page.route(`https://${HOSTED_HOST}/**`, (route) =>
        route.fulfill({ status: 500, body: 'down', headers: { 'access-control-allow-origin': '*' } }),
      )
      await page.goto(server.url)
      const input = await openSearch(page, 'ctrl-k')
      await input.fill('job options')
      const typed = Date.now()
      await page
        .getByRole('note')
        .filter({ hasText: /offline index/i })
        .waitFor({ timeout: 5000 })
      expect(Date.now() - typed).toBeLessThan(2000)
      expect(await page.locator('.search-hit').count()).toBeGreaterThan(0)
      await page.context().close()
    })
  })
})
