// The browser preview of a local folder (`<base>_preview/`) in Chromium: a fixture folder given to
// the folder input (setInputFiles) is built in the browser and shown in the site's layout with its
// own navigation, its broken link marked, a search over it, its unreadable page as that page's
// error; and nothing of the folder leaves the browser (every request's URL and body checked).

import { access, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openWatchedPage } from './browser'

const baseUrl = inject('baseUrl')
const distDir = inject('distDir')
const origin = new URL(baseUrl).origin
const FIXTURE = path.resolve('test/fixtures/sites/preview')
/** Words only the fixture has: no request may carry them. */
const FIXTURE_WORDS = ['zanzibarquokka', 'Rottnest', 'Quokka Field Notes', 'Burrows face away', 'Sightings']

/** Every request the page made: its URL and body. */
interface SeenRequest {
  url: string
  body: string
}

async function openPreview(browser: Browser) {
  const watched = await openWatchedPage(browser, origin)
  const requests: SeenRequest[] = []
  watched.page.on('request', (request) => {
    requests.push({ url: request.url(), body: request.postDataBuffer()?.toString('latin1') ?? '' })
  })
  await watched.page.goto(`${baseUrl}_preview/`)
  await watched.page.setInputFiles('input[type="file"]', FIXTURE)
  await watched.page.waitForFunction(() => document.documentElement.dataset.docsPreview === 'shown', undefined, {
    timeout: 20_000,
  })
  return { ...watched, requests }
}

describe('browser preview of a local folder', () => {
  let browser: Browser
  let page: Page
  let errors: string[]
  let requests: SeenRequest[]

  beforeAll(async () => {
    browser = await launchBrowser()
    ;({ page, errors, requests } = await openPreview(browser))
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('links to the preview from every page’s source bar', async () => {
    const other = await openWatchedPage(browser, origin)
    await other.page.goto(`${baseUrl}manual/jobs/job-options`)
    const link = other.page.locator('.page-source-bar a.page-source-preview', { hasText: 'Preview a local folder' })
    await link.waitFor()
    expect(await link.getAttribute('href')).toBe('/docs/_preview/')
    await other.page.context().close()
  })

  it('ships the preview’s scripts with brotli copies beside them, as the app’s', async () => {
    const html = await (await fetch(`${baseUrl}_preview/`)).text()
    const scripts = [...html.matchAll(/<script[^>]+src="\/docs\/([^"]+\.js)"/g)].map((m) => m[1]!)
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) await access(path.join(distDir, `${script}.br`))
  })

  it('shows the folder’s home page in the site’s layout, with the folder’s own navigation', async () => {
    await page.locator('main h1.doc-title', { hasText: 'Quokka Field Notes' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/docs/_preview/')
    // The site's layout: its navbar, with the folder's site title and navigation, not the site's.
    expect(await page.locator('header.navbar').count()).toBe(1)
    const links = await page.locator('header.navbar .navbar-groups a').allTextContents()
    expect(links.map((t) => t.trim())).toEqual(['Field guide', 'Burrow reference'])
    expect(await page.locator('header.navbar').textContent()).toContain('Quokka Field Notes')
  })

  it('follows the folder’s links under _preview/, with its variables and its sidebar', async () => {
    await page.locator('header.navbar .navbar-groups a', { hasText: 'Field guide' }).click()
    await page.locator('main h1.doc-title', { hasText: 'Field guide' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/docs/_preview/guide/')
    expect(await page.locator('main .content').textContent()).toContain('seen at dawn on Rottnest island')
    const sidebar = await page.locator('.sidebar a').allTextContents()
    expect(sidebar.map((t) => t.trim())).toEqual(expect.arrayContaining(['Field guide', 'Sightings']))
  })

  it('marks the broken link and the missing image in the text, and lists them in the panel as file:line', async () => {
    await page.locator('.sidebar a', { hasText: 'Sightings' }).click()
    await page.locator('main h1.doc-title', { hasText: 'Sightings' }).waitFor()
    const marker = page.locator('main .content .docs-dev-marker', { hasText: 'old-log.md' })
    await marker.waitFor()
    expect(await marker.getAttribute('title')).toBe('guide/sightings.md:3')
    await page.locator('main .content .docs-dev-marker', { hasText: 'burrow-map.png' }).waitFor()
    const panel = await page.locator('.docs-dev-panel').textContent()
    expect(panel).toContain('guide/sightings.md:3')
    expect(panel).toContain('guide/sightings.md:5')
    expect(await page.locator('.docs-dev-panel .docs-dev-site').textContent()).toMatch(/^\d+ in the whole folder/)
  })

  it('shows an unreadable file as that page’s error, the rest of the folder previews', async () => {
    await page.locator('header.navbar .navbar-groups a', { hasText: 'Burrow reference' }).click()
    await page.locator('main h1.doc-title', { hasText: 'Burrow reference' }).waitFor()
    await page.locator('.sidebar a', { hasText: /garbled/i }).click()
    await expect.poll(() => page.locator('.docs-dev-panel').textContent()).toContain('reference/garbled.md:1')
    expect(await page.locator('.docs-dev-panel').textContent()).toContain('not valid UTF-8 text')
    // Shown as the built site shows it (the bytes read as UTF-8), not as an error page.
    await page.locator('main .content', { hasText: 'au lait' }).waitFor()
  })

  it('searches the folder: a word only it has finds its page', async () => {
    await page.locator('.search-button').click()
    const input = page.locator('dialog.search-overlay input[type="search"]')
    await input.fill('zanzibarquokka')
    const hit = page.locator('dialog.search-overlay a', { hasText: 'Field guide' }).first()
    await hit.waitFor()
    expect(await hit.getAttribute('href')).toMatch(/^\/docs\/_preview\/guide\//)
    await hit.click()
    await page.locator('main h1.doc-title', { hasText: 'Field guide' }).waitFor()
  })

  it('sends nothing of the folder: no request’s address or body carries its content', async () => {
    expect(requests.length).toBeGreaterThan(3)
    const texts = await Promise.all(
      ['index.md', 'guide/index.md', 'guide/sightings.md', 'reference/index.md'].map((f) =>
        readFile(path.join(FIXTURE, f), 'utf8'),
      ),
    )
    const lines = texts.flatMap((t) => t.split('\n')).filter((line) => line.trim().length > 12)
    for (const { url, body } of requests) {
      const seen = `${decodeURIComponent(url)}\n${body}`
      for (const word of [...FIXTURE_WORDS, ...lines]) expect(seen).not.toContain(word)
      // No page of the folder is asked of the server either.
      expect(new URL(url).pathname).not.toMatch(/\.md$/)
    }
    expect(
      requests.every((r) => r.url.startsWith(origin) || r.url.startsWith('blob:') || r.url.startsWith('data:')),
    ).toBe(true)
    expect(errors).toEqual([])
  })
})

/** Every file of the fixture as `[path, base64]`. */
async function fixtureFiles(rel = ''): Promise<[string, string][]> {
  const out: [string, string][] = []
  for (const entry of await readdir(path.join(FIXTURE, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name
    if (entry.isDirectory()) out.push(...(await fixtureFiles(child)))
    else out.push([child, (await readFile(path.join(FIXTURE, child))).toString('base64')])
  }
  return out
}

/**
 * Writes files into the browser's private file system (OPFS), folder `kept`: the kept folder of
 * these tests. Chromium's folder picker cannot be driven, so `showDirectoryPicker` hands the
 * preview this folder instead; it reads and polls it by the same code as a folder on disk.
 */
const WRITE_KEPT = `async (files) => {
  const top = await (await navigator.storage.getDirectory()).getDirectoryHandle('kept', { create: true })
  for (const [path, data] of files) {
    const parts = path.split('/')
    let dir = top
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true })
    const writable = await (await dir.getFileHandle(parts.at(-1), { create: true })).createWritable()
    await writable.write(Uint8Array.from(atob(data), (c) => c.charCodeAt(0)))
    await writable.close()
  }
}`

describe('browser preview of a kept folder', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('shows a file saved in the kept folder within a second, in place, with its problems', async () => {
    const { page, errors } = await openWatchedPage(browser, origin)
    const requests: SeenRequest[] = []
    page.on('request', (request) => {
      requests.push({ url: request.url(), body: request.postDataBuffer()?.toString('latin1') ?? '' })
    })
    // A string: a function would be sent with the test transform's helpers, which the page lacks.
    await page.addInitScript(
      "window.showDirectoryPicker = async () => (await navigator.storage.getDirectory()).getDirectoryHandle('kept')",
    )
    await page.goto(`${baseUrl}_preview/guide/`)
    await page.evaluate(`(${WRITE_KEPT})(${JSON.stringify(await fixtureFiles())})`)
    await page.locator('button', { hasText: 'Keep a folder open' }).click()
    await page.locator('main h1.doc-title', { hasText: 'Field guide' }).waitFor()
    await page.evaluate(() => Object.assign(window, { __marker: 7 }))

    const text = (await readFile(path.join(FIXTURE, 'guide/index.md'), 'utf8')).replace(
      '## Where to look',
      'A wombat waved from the [den](den.md).\n\n## Where to look',
    )
    const saved = Date.now()
    await page.evaluate(
      `(${WRITE_KEPT})(${JSON.stringify([['guide/index.md', Buffer.from(text).toString('base64')]])})`,
    )
    await page.locator('main .content', { hasText: 'A wombat waved' }).waitFor({ timeout: 5000 })
    const shownAfter = Date.now() - saved
    // Within a second of the save (polled every 300 ms), with some room for a busy machine.
    expect(shownAfter).toBeLessThan(2500)
    // In place: no reload (the marker survives), and the new broken link is marked and listed.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7)
    await page.locator('main .content .docs-dev-marker', { hasText: 'den.md' }).waitFor()
    expect(await page.locator('.docs-dev-panel').textContent()).toContain('guide/index.md:5')
    for (const { url, body } of requests) {
      expect(`${decodeURIComponent(url)}\n${body}`).not.toContain('wombat')
      expect(`${decodeURIComponent(url)}\n${body}`).not.toContain('zanzibarquokka')
    }
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('offers the kept folder again after a reload: one click shows it, live again', async () => {
    const { page, errors } = await openWatchedPage(browser, origin)
    await page.addInitScript(
      "window.showDirectoryPicker = async () => (await navigator.storage.getDirectory()).getDirectoryHandle('kept')",
    )
    await page.goto(`${baseUrl}_preview/guide/`)
    // Nothing kept yet in this profile: nothing to open again.
    await page.locator('button', { hasText: 'Keep a folder open' }).waitFor()
    expect(await page.locator('button', { hasText: /again/ }).count()).toBe(0)
    await page.evaluate(`(${WRITE_KEPT})(${JSON.stringify(await fixtureFiles())})`)
    await page.locator('button', { hasText: 'Keep a folder open' }).click()
    await page.locator('main h1.doc-title', { hasText: 'Field guide' }).waitFor()

    await page.reload()
    const again = page.locator('button', { hasText: 'Open kept again (live updates)' })
    await again.waitFor()
    expect(await page.locator('main h1.doc-title').count()).toBe(0)
    await again.click()
    await page.locator('main h1.doc-title', { hasText: 'Field guide' }).waitFor()
    expect(await again.count()).toBe(0)
    // Kept, not read once: a save shows.
    const text = (await readFile(path.join(FIXTURE, 'guide/index.md'), 'utf8')).replace(
      '## Where to look',
      'A numbat nodded.\n\n## Where to look',
    )
    await page.evaluate(
      `(${WRITE_KEPT})(${JSON.stringify([['guide/index.md', Buffer.from(text).toString('base64')]])})`,
    )
    await page.locator('main .content', { hasText: 'A numbat nodded' }).waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })
})
