// The hostile fixture site (test/fixtures/sites/hostile) in Chromium: raw HTML nested past the
// limit shows the note and the rest of the page; a tab group of 101 tabs shows 100 that work and a
// note; a table of 2,000 rows is shown as two tables, every row once; a page of 600 headings
// lists 500 in its outline, the scroll spy marking the one read; the nested lists of a long list
// are skipped by the browser while off screen and shown when scrolled to; control characters never reach the page; a page
// of binary bytes leaves navigation usable; and a manifest naming a file outside the docs folder
// makes the app refuse to fetch it (the page shows its error view, with Retry). A page of over a
// megabyte (written here) is rendered in a worker and shown whole, also when the address names
// a heading near its end.

import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { WORKER_FROM_CHARS } from '../../app/page-load/render/render-sizes'
import { buildSite } from '../../tools/publish/build-site'
import { serveStatic, type RunningServer } from '../../tools/serve/static-server'
import { launchBrowser, openWatchedPage } from './browser'

const SITE = 'test/fixtures/sites/hostile'
/** Sections of the page rendered in a worker (about 1.2 MB of markdown). */
const LONG_SECTIONS = 8000

/** The page rendered in a worker: sections of a heading, text, a list, code and a table. */
function longPage(): string {
  const section = (i: number) =>
    `## Part ${i}\n\nText of part ${i} with **bold** and\n*emphasis*.\n\n- one\n- two\n\n` +
    '```bash\necho "hi"\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n'
  return `# Long\n\n${Array.from({ length: LONG_SECTIONS }, (_, i) => section(i + 1)).join('')}The end of the long page.\n`
}

describe('hostile pages in the app', () => {
  let work: string
  let server: RunningServer
  let browser: Browser

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'hostile-app-'))
    const out = path.join(work, 'out')
    const src = path.join(work, 'src')
    await cp(SITE, src, { recursive: true })
    const long = longPage()
    if (long.length < WORKER_FROM_CHARS) throw new Error('the long page is too short to be rendered in a worker')
    await writeFile(path.join(src, 'long.md'), long)
    await buildSite({ src, siteConfig: path.join(src, 'site.config.json'), base: '/docs/', out })
    server = await serveStatic({ root: out, base: '/docs/' })
    browser = await launchBrowser()
  }, 180_000)
  afterAll(async () => {
    await browser?.close()
    await server?.close()
    await rm(work, { recursive: true, force: true })
  })

  const open = async (route: string) => {
    const watched = await openWatchedPage(browser, new URL(server.url).origin)
    await watched.page.goto(server.url + route)
    return watched
  }

  it('leaves out raw HTML nested past the limit and shows the rest of the page', async () => {
    const { page } = await open('deep-html')
    const content = page.locator('main .content')
    await content.getByText('After.').waitFor()
    await expect(content.locator('[data-error="html"]').textContent()).resolves.toBe(
      'raw HTML nests more than 256 elements deep; it is left out',
    )
    await expect(content.locator('div div div div').count()).resolves.toBe(0)
    await page.context().close()
  })

  it('shows the first 100 tabs of a group of 101, working, with a note and the text after it', async () => {
    const { page, errors } = await open('many-tabs')
    const content = page.locator('main .content')
    await content.getByText('The text after the group is shown.').waitFor()
    const tabs = content.getByRole('tab')
    await expect(tabs.count()).resolves.toBe(100)
    await expect(content.locator('[data-error="tabs"]').textContent()).resolves.toBe(
      'a tab group has 101 tabs; only the first 100 are shown',
    )
    await tabs.first().focus()
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await content.getByRole('tabpanel').getByText('Pane 100.').waitFor()
    await expect(
      content.getByRole('tab', { name: 'Tab 100', exact: true }).getAttribute('aria-selected'),
    ).resolves.toBe('true')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('shows a table of 2,000 rows as two tables with the header each, every row once', async () => {
    const { page, errors } = await open('long-table')
    const content = page.locator('main .content')
    await content.getByText('The text after the table.').waitFor()
    await content.locator('[aria-busy]').waitFor({ state: 'detached' })
    const tables = content.locator('table.table-part')
    await expect(tables.count()).resolves.toBe(2)
    for (const table of await tables.all()) {
      await expect(table.locator('thead th').allTextContents()).resolves.toEqual(['Row', 'Name', 'Value'])
    }
    const firstCells = await content.locator('tbody tr td:first-child').allTextContents()
    expect(firstCells).toEqual(Array.from({ length: 2000 }, (_, i) => String(i + 1)))
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('lists the first 500 of 600 headings in the outline, and marks the one scrolled to', async () => {
    const { page, errors } = await open('many-headings#section-300')
    const toc = page.getByRole('navigation', { name: 'On this page' })
    await toc.locator('li.toc-more').waitFor()
    await expect(toc.locator('li.toc-item').count()).resolves.toBe(500)
    await expect(toc.locator('li.toc-more').textContent()).resolves.toBe('… and 100 more headings')
    // The jump to the hash settles, then the scroll spy marks the heading at the top.
    await page.waitForFunction(() => document.querySelector('.toc a.active')?.textContent === 'Section 300')
    // The reader scrolls (a wheel turn ends the hold on the jump target), then on to the heading,
    // which lands at its scroll margin below the navbar.
    const jumpedTo = await page.evaluate(() => window.scrollY)
    await page.mouse.move(640, 400)
    await page.mouse.wheel(0, 100)
    await page.waitForFunction((from) => window.scrollY >= from + 100, jumpedTo)
    await page.evaluate(() => document.getElementById('section-420')!.scrollIntoView())
    await page.waitForFunction(() => document.querySelector('.toc a.active')?.textContent === 'Section 420')
    await expect(toc.locator('a.active').count()).resolves.toBe(1)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('skips the nested lists of a long list while they are off screen, and shows them when scrolled to', async () => {
    const { page, errors } = await open('nested-list')
    const content = page.locator('main .content')
    await content.getByText('The text after the list.').waitFor()
    await content.locator('[aria-busy]').waitFor({ state: 'detached' })
    await expect(content.locator('li > ul > li').count()).resolves.toBe(2000)
    // checkVisibility with contentVisibilityAuto: false for what content-visibility: auto skips
    // (the items of a nested list, not the list itself).
    const shown = (n: number) =>
      page.evaluate((i) => {
        const items = document.querySelectorAll('main .content li > ul > li:first-child')
        return items[i]!.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions)
      }, n)
    // One piece (the page is short in characters): what is skipped is the nested list itself.
    await expect(content.locator('.content-piece').count()).resolves.toBe(0)
    await expect(
      content
        .locator('li > ul')
        .last()
        .evaluate((ul) => getComputedStyle(ul).contentVisibility),
    ).resolves.toBe('auto')
    await expect(shown(0)).resolves.toBe(true)
    await expect(shown(39)).resolves.toBe(false)
    await page.evaluate(() => document.querySelectorAll('main .content li > ul')[39]!.scrollIntoView())
    await page.waitForFunction(() =>
      document
        .querySelectorAll('main .content li > ul > li:first-child')[39]!
        .checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions),
    )
    await expect(content.getByText('Item 40.50', { exact: true }).isVisible()).resolves.toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('shows text with control characters without them', async () => {
    const { page, errors } = await open('control')
    const content = page.locator('main .content')
    await content.getByText('and a NUL').waitFor()
    const text = (await content.textContent()) ?? ''
    expect(text).toContain('A terminal colour code [31mred[0m and a NUL \ufffd pasted in.')
    expect(text).not.toMatch(/[\u0001-\u0008\u000b\u000e-\u001f\u007f]/)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('a page of binary bytes does not stop the app: the sidebar still leads to other pages', async () => {
    const { page } = await open('binary')
    await page.locator('main').waitFor()
    await page.locator('.sidebar-link', { hasText: 'Deep HTML' }).first().click()
    await page.locator('main .content').getByText('After.').waitFor()
    await page.context().close()
  })

  it('refuses to fetch a file the manifest places outside the docs folder', async () => {
    // Without the service worker: once it controls the page, its own fetch of manifest.json (the
    // first paint asks for it after the text) would pass by the page's route.
    const watched = await openWatchedPage(browser, new URL(server.url).origin, { serviceWorkers: 'block' })
    const { page } = watched
    const asked: string[] = []
    page.on('request', (request) => asked.push(decodeURIComponent(new URL(request.url()).pathname)))
    // A manifest edited so that a page includes a file two folders up (the app fetches a page's
    // includes with the page, to render it): both manifests a page is rendered from, the page's
    // part in its HTML (the first paint's) and manifest.json (the app's).
    const editManifest = (manifest: { pages: { file: string[]; includes?: Record<number, string[]> } }) => {
      const index = manifest.pages.file.indexOf('control.md')
      manifest.pages.includes = { ...manifest.pages.includes, [index]: ['../../etc/passwd'] }
      return manifest
    }
    await page.route('**/manifest.json', async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, json: editManifest(await response.json()) })
    })
    await page.route(server.url + 'control', async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      const edited = html.replace(
        /(<script type="application\/json" id="docs-page-manifest"[^>]*>)(.*?)(<\/script>)/s,
        (_, open: string, json: string, close: string) =>
          open + JSON.stringify(editManifest(JSON.parse(json))).replace(/</g, '\\u003c') + close,
      )
      expect(edited).not.toBe(html)
      await route.fulfill({ response, body: edited })
    })
    await page.goto(server.url + 'control')
    const error = page.locator('.page-error')
    await error.waitFor({ timeout: 15_000 })
    await expect(error.getByRole('button', { name: 'Retry' }).count()).resolves.toBe(1)
    expect(asked.filter((p) => p.includes('passwd'))).toEqual([])
    await page.context().close()
  })

  it('renders a page of over a megabyte in a worker and shows all of it', async () => {
    const { page, errors } = await openWatchedPage(browser, new URL(server.url).origin)
    const workers: string[] = []
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname))
    await page.goto(server.url + 'long')
    const content = page.locator('main .content')
    await content.getByText('The end of the long page.').waitFor()
    await content.locator('[aria-busy]').waitFor({ state: 'detached' })
    // The renderer's chunk ran as a worker.
    expect(workers).toHaveLength(1)
    expect(workers[0]).toMatch(/^\/docs\/_app\/chunks\/.+\.js$/)
    await expect(content.locator('.content-piece').count()).resolves.toBeGreaterThan(1)
    await expect(content.locator('h2').count()).resolves.toBe(LONG_SECTIONS)
    await expect(content.locator('.code-block .copy-code-button').count()).resolves.toBe(LONG_SECTIONS)
    await expect(content.locator('h2').last().getAttribute('id')).resolves.toBe(`part-${LONG_SECTIONS}`)
    // Line breaks between inline elements are kept (they are spaces).
    await expect(content.locator('p').nth(1).innerText()).resolves.toBe('Text of part 2 with bold and emphasis.')
    // Code in the last piece is coloured once that piece is scrolled to (scrolled again until it
    // stays: the pieces passed over keep their guessed heights until they are first shown).
    const last = content.locator('.code-block').last()
    await expect
      .poll(
        async () => {
          await last.evaluate((block) => block.scrollIntoView({ block: 'center' }))
          return last.locator('code [class^="hljs-"]').count()
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('jumps to a heading near the end of a page rendered in a worker once its pieces are in', async () => {
    const { page, errors } = await openWatchedPage(browser, new URL(server.url).origin)
    // The tasks that added pieces: the jump waits for them as they come, one per task, instead of
    // adding all of them in the task that shows the page.
    await page.addInitScript(() => {
      const w = window as unknown as { pieceTasks: number }
      w.pieceTasks = 0
      new MutationObserver((records) => {
        const added = records.some((r) =>
          [...r.addedNodes].some((n) => n instanceof Element && n.classList.contains('content-piece')),
        )
        if (added) w.pieceTasks++
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(server.url + `long#part-${LONG_SECTIONS - 10}`)
    const heading = page.locator(`#part-${LONG_SECTIONS - 10}`)
    await heading.waitFor()
    await page.waitForFunction(
      (id) => {
        const top = document.getElementById(id)?.getBoundingClientRect().top
        return top !== undefined && top >= 0 && top < window.innerHeight / 2
      },
      `part-${LONG_SECTIONS - 10}`,
    )
    await expect(page.locator('main .content[aria-busy]').count()).resolves.toBe(0)
    await expect(
      page.evaluate(() => (window as unknown as { pieceTasks: number }).pieceTasks),
    ).resolves.toBeGreaterThan(1)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
