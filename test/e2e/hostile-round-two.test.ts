// Hostile pages of bench:hostile's second round, built and opened in Chromium: a page of 1 MB of
// long tokens is built without any pass spending over 5 s on it and shown; 10,000-deep nested
// links and images, and 100,000 unclosed comments, CDATA sections, processing instructions and
// declarations (one line each), are shown without a main-thread task of over 2 s; pages whose names carry markup
// show it as text. A PDF, a video, an audio file and a poster on another host are cards that
// request nothing from it; "Load from <host>" is offered only for a host the site config allows,
// and requests it only once clicked.

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { buildSite } from '../../tools/publish/build-site'
import { createPassClock, type PassTiming } from '../../tools/publish/pass-clock'
import { serveStatic, type RunningServer } from '../../tools/serve/static-server'
import { launchBrowser, openWatchedPage } from './browser'

/** The last text of every generated page: it is shown whole once this is. */
const END = 'The end of the page.'
/** The longest main-thread task allowed while a page is shown. */
const TASK_MS = 2000
/** What one page may take in a pass of the build, on a loaded two-core machine. */
const PASS_PAGE_MS = 5000

/** A host that is not this site (nothing answers there: the test only watches what is asked). */
const OTHER = 'media.example.test'
/** The host the site config allows. */
const ALLOWED = 'allowed.example.test'

const UNCLOSED = { comments: '<!--', cdata: '<![CDATA[', processing: '<?', declarations: '<!X' }
const MARKUP_NAME = '<img src=x onerror=alert(1)>'

const PAGES: Record<string, string> = {
  'long-tokens.md': `# Long tokens\n\n${'a/b-c.d_e'.repeat(110_000)}\n\n${END}\n`,
  'nested-links.md':
    `# Nested links\n\n${'['.repeat(10_000)}x${'](/index.md)'.repeat(10_000)}\n\n` +
    `${'['.repeat(10_000)}x${'](/manual/administration/configuration/job-options.md'.repeat(10_000)}\n\n${END}\n`,
  'nested-images.md':
    `# Nested images\n\n${'!['.repeat(10_000)}x${'](img.svg)'.repeat(10_000)}\n\n` +
    `${'!['.repeat(10_000)}x${'](assets/img/administration/screenshot-of-a-job.svg'.repeat(10_000)}\n\n${END}\n`,
  'img.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>\n',
  ...Object.fromEntries(
    Object.entries(UNCLOSED).map(([kind, opening]) => [
      `unclosed-${kind}.md`,
      `# Unclosed ${kind}\n\nx ${opening.repeat(100_000)}\n\n${END}\n`,
    ]),
  ),
  [`${MARKUP_NAME}.md`]: `---\ntitle: ${JSON.stringify(MARKUP_NAME)}\n---\n\nA page whose name is markup. ${END}\n`,
  'media.md': [
    '# Media',
    '',
    `<PDF url="https://${OTHER}/manual.pdf" title="The manual"/>`,
    '',
    `<VidStack src="https://${OTHER}/talk.mp4" title="The talk"/>`,
    '',
    `<VidStack src="https://${OTHER}/podcast.mp3"/>`,
    '',
    `<VidStack src="/local.mp4" poster="https://${OTHER}/poster.jpg"/>`,
    '',
    `<PDF url="https://${ALLOWED}/allowed.pdf"/>`,
    '',
    END,
    '',
  ].join('\n'),
}

describe('hostile pages, round two', () => {
  let work: string
  let server: RunningServer
  let browser: Browser
  let passes: PassTiming[]

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'hostile-two-'))
    const src = path.join(work, 'src')
    await mkdir(src)
    await writeFile(path.join(src, 'index.md'), `# Home\n\n${END}\n`)
    for (const [file, text] of Object.entries(PAGES)) await writeFile(path.join(src, file), text)
    const siteConfig = path.join(work, 'site.config.json')
    await writeFile(siteConfig, JSON.stringify({ title: 'Hostile', allowedMediaHosts: [ALLOWED] }))
    const clock = createPassClock()
    await buildSite({ src, siteConfig, base: '/docs/', out: path.join(work, 'out'), clock })
    passes = clock.timings()
    server = await serveStatic({ root: path.join(work, 'out'), base: '/docs/' })
    browser = await launchBrowser()
  }, 300_000)
  afterAll(async () => {
    await browser?.close()
    await server?.close()
    await rm(work, { recursive: true, force: true })
  })

  /** Opens `route` with the longest main-thread task recorded; resolves once the page end is shown. */
  const open = async (route: string) => {
    const watched = await openWatchedPage(browser, new URL(server.url).origin)
    await watched.page.addInitScript(`(() => {
      window.__longest = 0
      new PerformanceObserver((list) => {
        for (const task of list.getEntries()) window.__longest = Math.max(window.__longest, task.duration)
      }).observe({ type: 'longtask', buffered: true })
    })()`)
    // An alert would be markup run as script.
    const dialogs: string[] = []
    watched.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await watched.page.goto(server.url + route)
    await watched.page.locator('main .content').getByText(END).waitFor({ timeout: 60_000 })
    return { ...watched, dialogs }
  }
  const longestTask = (page: Page) => page.evaluate(() => (window as unknown as { __longest: number }).__longest)

  it('builds 1 MB of long tokens with no pass spending over 5 s on a page, and shows it', async () => {
    // The pages' files (an app chunk's brotli copy is the same for every site).
    const slow = passes.flatMap((p) =>
      p.files.filter((f) => f.file.endsWith('.md') && f.ms > PASS_PAGE_MS).map((f) => `${p.pass}: ${f.file}`),
    )
    expect(slow).toEqual([])
    expect(passes.map((p) => p.pass)).toEqual(expect.arrayContaining(['manifest', 'shells', 'offline list']))
    const { page } = await open('long-tokens')
    expect(await longestTask(page)).toBeLessThan(TASK_MS)
    await page.context().close()
  })

  for (const kind of ['links', 'images']) {
    it(`shows 10,000-deep nested ${kind} without a main-thread task over 2 s`, async () => {
      const { page, errors } = await open(`nested-${kind}`)
      expect(await longestTask(page)).toBeLessThan(TASK_MS)
      expect(errors).toEqual([])
      await page.context().close()
    })
  }

  for (const kind of Object.keys(UNCLOSED)) {
    it(`shows 100,000 unclosed ${kind} without a main-thread task over 2 s`, async () => {
      const { page, errors } = await open(`unclosed-${kind}`)
      expect(await longestTask(page)).toBeLessThan(TASK_MS)
      expect(errors).toEqual([])
      await page.context().close()
    })
  }

  it('shows a name carrying markup as text: its address leads to it, its title is text', async () => {
    const { page, errors, dialogs } = await open(encodeURIComponent(MARKUP_NAME))
    await expect(page.locator('main .doc-title').textContent()).resolves.toBe(MARKUP_NAME)
    await expect(page.locator('main .breadcrumb [aria-current="page"]').textContent()).resolves.toBe(MARKUP_NAME)
    expect(await page.title()).toContain(MARKUP_NAME)
    await expect(page.locator('img[src="x"], [onerror]').count()).resolves.toBe(0)
    expect(dialogs).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('shows media on another host as cards that request nothing from it', async () => {
    const { page, foreignRequests } = await open('media')
    const cards = page.locator('.media-remote')
    await expect.poll(() => cards.count()).toBe(5)
    const card = (i: number) => cards.nth(i)
    await expect(card(0).locator('.media-remote-title').textContent()).resolves.toBe('The manual')
    await expect(card(0).getByRole('link').textContent()).resolves.toBe(`Open on ${OTHER}`)
    await expect(card(0).getByRole('link').getAttribute('href')).resolves.toBe(`https://${OTHER}/manual.pdf`)
    await expect(card(0).locator('.media-remote-host').textContent()).resolves.toBe(`Hosted on ${OTHER}`)
    await expect(card(1).locator('.media-remote-title').textContent()).resolves.toBe('The talk')
    await expect(card(2).locator('.media-remote-title').textContent()).resolves.toBe(`Audio on ${OTHER}`)
    await expect(card(3).getByRole('link').getAttribute('href')).resolves.toBe(`https://${OTHER}/poster.jpg`)
    // Only the allowed host's card offers to load.
    for (const i of [0, 1, 2, 3]) await expect(card(i).getByRole('button').count()).resolves.toBe(0)
    await expect(card(4).getByRole('button').textContent()).resolves.toBe(`Load from ${ALLOWED}`)
    await page.waitForLoadState('networkidle')
    expect(foreignRequests).toEqual([])

    await card(4).getByRole('button').click()
    await expect.poll(() => foreignRequests.some((url) => url.startsWith(`https://${ALLOWED}/allowed.pdf`))).toBe(true)
    expect(foreignRequests.filter((url) => url.includes(OTHER))).toEqual([])
    await page.context().close()
  })
})
