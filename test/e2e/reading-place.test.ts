// The reader keeps their place: a live edit below the viewport moves nothing, an edit above it
// moves the view by exactly the height it added, and a scroll made while the app takes over from
// the first paint (or right before a save) is never undone. On docs-src and on a long corpus page.

import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { buildSite } from '../../tools/publish/build-site'
import { CORPUS_DIR, hasCorpus, writeCorpusSiteConfig } from '../../tools/lib/corpus-config'
import { startDevServer, type DevServer } from '../../tools/dev/dev-server'
import { serveStatic } from '../../tools/serve/static-server'
import { holdRequests, launchBrowser, openWatchedPage, viewSettled } from './browser'

/** The first content block with text whose bottom is below the top of the viewport. */
interface Place {
  y: number
  top: number
  text: string
}

function readPlace(page: Page): Promise<Place> {
  return page.evaluate(() => {
    const blocks = Array.from(document.querySelector('main .content, .boot-shell .content')?.children ?? [])
    const block = blocks.find((b) => b.getBoundingClientRect().bottom > 0 && (b.textContent ?? '').trim() !== '')
    if (!block) throw new Error('no content block in view')
    return {
      y: window.scrollY,
      top: block.getBoundingClientRect().top,
      text: (block.textContent ?? '').trim().slice(0, 80),
    }
  })
}

/** Where the block that was at the top of the viewport is now (its first match by text). */
function topOfBlock(page: Page, text: string): Promise<number | undefined> {
  return page.evaluate((wanted) => {
    const blocks = Array.from(document.querySelector('main .content, .boot-shell .content')?.children ?? [])
    const block = blocks.find((b) => (b.textContent ?? '').trim().slice(0, 80) === wanted)
    return block?.getBoundingClientRect().top
  }, text)
}

/** Resolves when the page's main thread has been idle once (the page has settled). */
function settled(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })))
}

/**
 * Scrolls, then waits until the view is steady: blocks coming into view are laid out for real
 * after a jump (content-visibility), and the browser's scroll anchoring moves the window for them.
 */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y)
  await page.waitForFunction(() => window.scrollY > 0)
  await viewSettled(page)
}

/** Two frames after now: anything scheduled for the next paint has run. */
function twoFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))))
}

interface Site {
  name: string
  /** Folder to copy for the dev server, its site config (relative to the copy) and vars. */
  src: string
  siteConfig: (copy: string) => Promise<string>
  vars?: string
  /** A long page with enough text above 900 px and after it. */
  route: string
  file: string
  /** Where the reader scrolls to. */
  y: number
  skip: boolean
}

const SITES: Site[] = [
  {
    name: 'docs-src',
    src: 'docs-src',
    siteConfig: async (copy) => path.join(copy, 'site.config.json'),
    route: 'manual/jobs/job-options',
    file: 'manual/jobs/job-options.md',
    y: 900,
    skip: false,
  },
  {
    name: 'the corpus',
    src: CORPUS_DIR,
    siteConfig: (copy) => writeCorpusSiteConfig(path.dirname(copy)),
    vars: path.join(CORPUS_DIR, '../../compat/rundeck-vars.json'),
    route: 'administration/configuration/config-file-reference',
    file: 'administration/configuration/config-file-reference.md',
    y: 4000,
    skip: !hasCorpus,
  },
]

describe.each(SITES)('the reader keeps their place on $name', (site) => {
  let browser: Browser
  let dev: DevServer
  let dir: string
  let src: string
  let builtUrl: string
  let closeBuilt: (() => Promise<void>) | undefined

  beforeAll(async () => {
    if (site.skip) return
    dir = await mkdtemp(path.join(os.tmpdir(), 'runbook-place-'))
    src = path.join(dir, 'src')
    await cp(site.src, src, { recursive: true })
    const siteConfig = await site.siteConfig(src)
    dev = await startDevServer({ src, siteConfig, vars: site.vars, base: '/docs/', port: 0, log: false })
    if (site.name === 'docs-src') {
      builtUrl = inject('baseUrl')
    } else {
      const out = path.join(dir, 'dist')
      await buildSite({ src, siteConfig, vars: site.vars, base: '/docs/', out })
      const served = await serveStatic({ root: out, base: '/docs/' })
      builtUrl = served.url
      closeBuilt = served.close
    }
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await dev?.close()
    await closeBuilt?.()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  const openDev = async () => {
    const watched = await openWatchedPage(browser, new URL(dev.url).origin)
    await watched.page.goto(dev.url + site.route)
    await watched.page.locator('main .content h1, main h1').first().waitFor({ timeout: 15_000 })
    await watched.page.waitForFunction(() => document.documentElement.dataset.docsDev === 'connected')
    return watched
  }
  const edit = async (change: (text: string) => string) => {
    const full = path.join(src, site.file)
    await writeFile(full, change(await readFile(full, 'utf8')))
  }

  it.skipIf(site.skip)('an edit below the viewport moves nothing', async () => {
    const { page, errors } = await openDev()
    await settled(page)
    await scrollTo(page, site.y)
    const before = await readPlace(page)
    await edit((t) => `${t}\n## Appended while reading\n\nA paragraph added at the very end.\n`)
    await page.locator('.content', { hasText: 'A paragraph added at the very end.' }).waitFor()
    await twoFrames(page)
    expect(Math.abs((await topOfBlock(page, before.text))! - before.top)).toBeLessThan(2)
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before.y)).toBeLessThan(2)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it.skipIf(site.skip)('an edit above the viewport moves the view by exactly the height it added', async () => {
    const { page, errors } = await openDev()
    await settled(page)
    await scrollTo(page, site.y)
    const before = await readPlace(page)
    // A paragraph of its own right before the page's first section heading. The height it adds
    // is how much further apart the blocks around it are (margins collapse, so not its own box).
    const gap = () =>
      page.evaluate(() => {
        const heading = document.querySelector('main .content > h2')!
        const prev = heading.previousElementSibling!
        return heading.getBoundingClientRect().top - prev.getBoundingClientRect().top
      })
    const gapBefore = await gap()
    await edit((t) => t.replace(/^## /m, 'Inserted above the reader while they read further down.\n\n## '))
    const inserted = page.locator('.content > p', { hasText: 'Inserted above the reader' })
    await inserted.waitFor()
    await twoFrames(page)
    const added =
      (await inserted.evaluate((p) => {
        const next = p.nextElementSibling!.getBoundingClientRect().top
        return next - p.previousElementSibling!.getBoundingClientRect().top
      })) - gapBefore
    expect(added).toBeGreaterThan(10)
    expect(Math.abs((await topOfBlock(page, before.text))! - before.top)).toBeLessThan(2)
    const moved = (await page.evaluate(() => window.scrollY)) - before.y
    expect(Math.abs(moved - added)).toBeLessThan(2)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it.skipIf(site.skip)('a scroll right after the page appears survives the next save', async () => {
    const { page, errors } = await openDev()
    await scrollTo(page, site.y)
    const before = await readPlace(page)
    await edit((t) => `${t}\n## Saved right away\n\nSaved as soon as the page showed.\n`)
    await page.locator('.content', { hasText: 'Saved as soon as the page showed.' }).waitFor()
    await twoFrames(page)
    expect(Math.abs((await topOfBlock(page, before.text))! - before.top)).toBeLessThan(2)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it.skipIf(site.skip)('a scroll made while the app takes over from the first paint is kept', async () => {
    const { page, errors } = await openWatchedPage(browser, new URL(builtUrl).origin)
    // Hold the app's entry script back until the reader has scrolled the first paint.
    const { release } = await holdRequests(page, /\/_app\/main-[^/]+\.js$/)
    await page.goto(builtUrl + site.route)
    await page.locator('.boot-shell .content h2').first().waitFor({ timeout: 15_000 })
    const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
    await scrollTo(page, Math.min(site.y, room - 200))
    const before = await readPlace(page)
    release()
    await page.locator('.boot-shell').waitFor({ state: 'detached' })
    await page.locator('.toc').first().waitFor()
    await twoFrames(page)
    expect(Math.abs((await topOfBlock(page, before.text))! - before.top)).toBeLessThan(2)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
