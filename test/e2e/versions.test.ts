// Several documentation versions in one folder, read in Chromium: the versions menu keeps the
// reader's page when the chosen version has it (else goes to its home); an older version's pages
// show a banner linking back to the current version; search in an older version lists only its
// pages; no console errors, axe-clean. On the fixture pair (test/fixtures/sites/versions), and,
// when ../shared is there, on docs-src as the current version with the corpus as 5.7.0. Each site
// is built once for the file.

import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openWatchedPage, type WatchedPage } from './browser'
import { buildVersions } from '../../tools/versions/build-versions'
import { serveStatic, type RunningServer } from '../../tools/serve/static-server'
import { CORPUS_VARS, hasCorpus, prepareCorpus } from '../../tools/lib/corpus-config'

/** Workers stay out of these checks (offline.test.ts covers them): every load goes to the server. */
const NO_WORKER = { serviceWorkers: 'block' } as const

/** The navbar's versions menu button (its accessible name says what it is). */
const VERSIONS_BUTTON = '.navbar .nav-dropdown-button[aria-label^="Documentation version"]'

/** A built and served folder of versions. */
interface ServedVersions {
  dir: string
  url: string
  server: RunningServer
}

async function serveVersions(dir: string, src: string, siteConfig: string): Promise<ServedVersions> {
  const out = path.join(dir, 'out')
  const result = await buildVersions({ src, siteConfig, out })
  expect(result.problems).toEqual([])
  const server = await serveStatic({ root: out, base: '/docs/' })
  return { dir, url: server.url, server }
}

/** Opens the navbar's versions menu and chooses `text`; resolves once the other version has loaded. */
async function chooseVersion(page: Page, text: string, expectedPath: string) {
  await page.locator(VERSIONS_BUTTON).click()
  const item = page.getByRole('menuitem', { name: text, exact: true })
  await item.click()
  await page.waitForURL((url) => url.pathname === expectedPath)
  await page.locator('.doc-article, .home-page').first().waitFor()
}

async function openSearch(page: Page) {
  await page.locator('.search-button').waitFor()
  await page.keyboard.press('/')
  const input = page.locator('dialog.search-overlay input[type="search"]')
  await input.waitFor({ state: 'visible' })
  return input
}

async function hitLinks(page: Page): Promise<string[]> {
  await page.locator('.search-hit').first().waitFor()
  return page.locator('.search-hit').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`)
}

describe('versions (fixture pair)', () => {
  let site: ServedVersions
  let browser: Browser
  let origin: string

  beforeAll(async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'runbook-e2e-versions-'))
    await cp('test/fixtures/sites/versions', path.join(dir, 'src'), { recursive: true })
    const src = path.join(dir, 'src/current')
    site = await serveVersions(dir, src, path.join(src, 'site.config.json'))
    origin = new URL(site.url).origin
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
    await site?.server.close()
    if (site) await rm(site.dir, { recursive: true, force: true })
  })

  const open = async (rel: string): Promise<WatchedPage> => {
    const watched = await openWatchedPage(browser, origin, NO_WORKER)
    await watched.page.goto(site.url + rel)
    await watched.page.locator(VERSIONS_BUTTON).waitFor()
    return watched
  }

  it('switching versions keeps the page, in both directions, with a page load at the other base', async () => {
    const { page, errors } = await open('guide/jobs')
    const menuLinks = await page
      .locator('.navbar .nav-dropdown-menu[aria-label="Documentation version"] a')
      .evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]))
    expect(menuLinks).toEqual([
      ['2.0 (this version)', '/docs/guide/jobs'],
      ['1.0', '/docs/1.0/guide/jobs'],
      ['0.9', 'https://old.example.com/0.9/'],
    ])
    await chooseVersion(page, '1.0', '/docs/1.0/guide/jobs')
    await expect.poll(() => page.locator('.doc-article').textContent()).toContain('release 1.0.3')
    // The older version's menu: its own entry marked, the current version at the base.
    const olderLinks = await page
      .locator('.navbar .nav-dropdown-menu[aria-label="Documentation version"] a')
      .evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]))
    expect(olderLinks).toEqual([
      ['2.0', '/docs/guide/jobs'],
      ['1.0 (this version)', '/docs/1.0/guide/jobs'],
      ['0.9', 'https://old.example.com/0.9/'],
    ])
    await chooseVersion(page, '2.0', '/docs/guide/jobs')
    await expect.poll(() => page.locator('.doc-article').textContent()).toContain('version 2.0 run on every node')
    expect(errors).toEqual([])
  })

  it("a route only the current version has goes to the older version's home", async () => {
    const { page, errors } = await open('guide/new-feature')
    await chooseVersion(page, '1.0', '/docs/1.0/')
    expect(await page.title()).toContain('1.0')
    expect(errors).toEqual([])
  })

  it('an older page shows the banner, linking to the same page of the current version (else its home)', async () => {
    const { page, errors } = await open('1.0/guide/jobs')
    const banner = page.locator('.old-version-banner[role="note"]')
    await banner.waitFor()
    expect(await banner.locator('p').textContent()).toBe(
      'This is the documentation of version 1.0. The current version is 2.0.',
    )
    const back = banner.getByRole('link', { name: 'Read this page in version 2.0' })
    expect(await back.getAttribute('href')).toBe('/docs/guide/jobs')
    expect(await seriousAxeViolations(page)).toEqual([])
    await back.click()
    await page.waitForURL((url) => url.pathname === '/docs/guide/jobs')
    await page.locator('.doc-article').waitFor()
    await page.locator(VERSIONS_BUTTON).waitFor()
    expect(await page.locator('.old-version-banner').count()).toBe(0)

    await page.goto(site.url + '1.0/guide/old-only')
    const home = page.getByRole('link', { name: 'Go to the documentation of version 2.0' })
    await home.waitFor()
    expect(await home.getAttribute('href')).toBe('/docs/')
    expect(errors).toEqual([])
  })

  it("search in the older version lists only that version's pages", async () => {
    const { page, errors } = await open('1.0/guide/')
    const input = await openSearch(page)
    await input.fill('jobs')
    const links = await hitLinks(page)
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(link).toMatch(/^\/docs\/1\.0\//)
    expect(links.some((l) => l.startsWith('/docs/1.0/guide/jobs'))).toBe(true)
    await page.keyboard.press('Escape')
    expect(errors).toEqual([])
  })

  it('an older version made available offline reads and searches with the network off, with its own worker', async () => {
    const { page, errors } = await openWatchedPage(browser, origin)
    // The current version's worker first (scope /docs/): it must leave the older folder alone.
    await page.goto(site.url + 'guide/')
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 20_000 })
    await page.goto(site.url + '1.0/guide/')
    await page.waitForFunction(
      () => navigator.serviceWorker?.controller?.scriptURL.endsWith('/docs/1.0/sw.js') === true,
      undefined,
      { timeout: 20_000 },
    )
    await page.getByRole('button', { name: 'Make available offline' }).click()
    const panel = page.getByRole('dialog', { name: 'Offline copy' })
    await panel.getByRole('button', { name: 'Download' }).click()
    await panel.getByText('Done: pages and search now work').waitFor({ timeout: 60_000 })

    await page.context().setOffline(true)
    // A page never visited, its app loaded from the base's _app/ out of the older worker's cache.
    await page.goto(site.url + '1.0/guide/old-only')
    await expect.poll(async () => (await page.locator('main h1').first().textContent())?.trim()).toBe('Old only')
    await page.locator('.old-version-banner').waitFor()
    const input = await openSearch(page)
    await input.fill('jobs')
    for (const link of await hitLinks(page)) expect(link).toMatch(/^\/docs\/1\.0\//)
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e))).toEqual([])
    await page.context().close()
  })
})

describe.skipIf(!hasCorpus)('versions (docs-src with the corpus as 5.7.0)', () => {
  let site: ServedVersions
  let browser: Browser
  let origin: string

  beforeAll(async () => {
    const corpus = (await prepareCorpus())!
    const dir = await mkdtemp(path.join(os.tmpdir(), 'runbook-e2e-versions-corpus-'))
    const own = JSON.parse(await readFile('docs-src/site.config.json', 'utf8')) as Record<string, unknown>
    const listed = own.versions as Array<Record<string, unknown>>
    const versions = [
      ...listed.filter((v) => v.current).map((v) => ({ text: v.text, current: true })),
      {
        text: '5.7.0',
        path: '5.7.0/',
        src: path.resolve(corpus.src),
        siteConfig: corpus.siteConfig,
        vars: CORPUS_VARS,
      },
    ]
    const siteConfig = path.join(dir, 'site.config.json')
    await writeFile(siteConfig, JSON.stringify({ ...own, versions }))
    site = await serveVersions(dir, path.resolve('docs-src'), siteConfig)
    origin = new URL(site.url).origin
    browser = await launchBrowser()
  }, 600_000)

  afterAll(async () => {
    await browser?.close()
    await site?.server.close()
    if (site) await rm(site.dir, { recursive: true, force: true })
  })

  it('switching from manual/jobs/job-options keeps the page, and the banner links back', async () => {
    const { page, errors } = await openWatchedPage(browser, origin, NO_WORKER)
    await page.goto(site.url + 'manual/jobs/job-options')
    await page.locator(VERSIONS_BUTTON).waitFor()
    await chooseVersion(page, '5.7.0', '/docs/5.7.0/manual/jobs/job-options')
    const back = page.getByRole('link', { name: /^Read this page in version / })
    await back.waitFor()
    expect(await back.getAttribute('href')).toBe('/docs/manual/jobs/job-options')
    await back.click()
    await page.waitForURL((url) => url.pathname === '/docs/manual/jobs/job-options')
    await page.locator('.doc-article').waitFor()
    expect(errors).toEqual([])
  })

  it('search for "job options" in 5.7.0 lists only /docs/5.7.0/ links', async () => {
    const { page, errors } = await openWatchedPage(browser, origin, NO_WORKER)
    await page.goto(site.url + '5.7.0/manual/jobs/job-options')
    const input = await openSearch(page)
    await input.fill('job options')
    const links = await hitLinks(page)
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(link).toMatch(/^\/docs\/5\.7\.0\//)
    expect(errors).toEqual([])
  })
})

if (!hasCorpus) {
  console.info('versions.test.ts: ../shared is absent, the docs-src + corpus checks are skipped')
}
