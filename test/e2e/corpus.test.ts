// The site built from the real corpus: sampled and largest pages open with their heading and no console errors.

import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { buildSite } from '../../tools/publish/build-site'
import { serveStatic, type RunningServer } from '../../tools/serve/static-server'
import { launchBrowser, openWatchedPage, viewSettled } from './browser'
import { CORPUS_DIR, CORPUS_VARS, hasCorpus, NO_CORPUS_MESSAGE, writeCorpusSiteConfig } from '../support/corpus'
import type { PageEntry } from '../../manifest/types'

if (!hasCorpus) console.warn(NO_CORPUS_MESSAGE)

describe.skipIf(!hasCorpus)('corpus site in the browser', () => {
  let work: string
  let server: RunningServer
  let browser: Browser
  let pages: PageEntry[]

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'runbook-corpus-'))
    const siteConfig = await writeCorpusSiteConfig(work)
    const out = path.join(work, 'dist')
    const result = await buildSite({ src: CORPUS_DIR, siteConfig, vars: CORPUS_VARS, base: '/docs/', out })
    pages = result.manifest.pages
    server = await serveStatic({ root: out, base: '/docs/' })
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
    await rm(work, { recursive: true, force: true })
  })

  it('has all 709 pages', () => {
    expect(pages).toHaveLength(709)
  })

  it('opens 50 sampled pages and the 10 largest with their heading and no console errors', async () => {
    const sorted = [...pages].sort((a, b) => a.file.localeCompare(b.file))
    const step = Math.floor(sorted.length / 50)
    const sample = Array.from({ length: 50 }, (_, i) => sorted[i * step])
    const largest = [...pages].sort((a, b) => b.size - a.size).slice(0, 10)
    const targets = [...new Set([...sample, ...largest])]
    const origin = new URL(server.url).origin
    const { page, errors } = await openWatchedPage(browser, origin)
    const failures: string[] = []
    for (const entry of targets) {
      const before = errors.length
      await page.goto(server.url + entry.route.replace(/^\//, ''))
      const heading = page.locator('main h1').first()
      try {
        await heading.waitFor({ state: 'visible', timeout: 15_000 })
      } catch {
        failures.push(`${entry.file}: no visible heading`)
      }
      if (errors.length > before) failures.push(`${entry.file}: ${errors.slice(before).join(' | ')}`)
    }
    expect(failures).toEqual([])
  }, 300_000)

  it('shows the 200 KB API page piece by piece after a click, ending as a direct load does (outline too)', async () => {
    const origin = new URL(server.url).origin
    const { page, errors } = await openWatchedPage(browser, origin, { serviceWorkers: 'block' })
    /** What the content holds: its top-level blocks (pieces added later are looked into), heading ids and text size. */
    const signature = () =>
      page.evaluate(() => {
        const content = document.querySelector('main .content')!
        const ids = Array.from(content.querySelectorAll('h2[id], h3[id]'), (h) => h.id)
        const toc = document.querySelectorAll('.toc a').length
        const blocks = content.querySelectorAll(':scope > :not(.content-piece), :scope > .content-piece > *').length
        return { blocks, ids: ids.join(' '), text: content.textContent!.length, toc }
      })
    await page.goto(server.url + 'api/')
    // A direct load shows the first piece at once and adds the others: the page is whole when the
    // content is no longer busy, and its outline follows.
    await page.locator('main.main .content:not([aria-busy])').waitFor({ timeout: 15_000 })
    await expect.poll(async () => (await signature()).toc).toBeGreaterThan(100)
    const direct = await signature()
    expect(direct.blocks).toBeGreaterThan(1000)
    expect(direct.toc).toBeGreaterThan(100)

    const clickInContent = (href: string) =>
      page.evaluate((target) => {
        const a = document.createElement('a')
        a.href = target
        a.textContent = 'go'
        document.querySelector('main .content')!.append(a)
        a.click()
      }, href)
    await page.goto(server.url + 'api/rundeck-api-versions')
    await page.locator('main h1').first().waitFor()
    // Count the separate tasks that add blocks to the content element after the click.
    await page.evaluate(() => {
      const w = window as unknown as { contentAdds: number }
      w.contentAdds = 0
      new MutationObserver((records) => {
        if (records.some((r) => (r.target as Element).matches?.('main .content') && r.addedNodes.length))
          w.contentAdds++
      }).observe(document.body, { childList: true, subtree: true })
    })
    await clickInContent('/docs/api/')
    await page.waitForURL((url) => url.pathname === '/docs/api/')
    await expect.poll(signature, { timeout: 10_000 }).toEqual(direct)
    expect(await page.evaluate(() => (window as unknown as { contentAdds: number }).contentAdds)).toBeGreaterThan(2)

    // A heading near the end, asked for by a link from another page: all pieces are shown first.
    const late = direct.ids.split(' ').at(-3)!
    await page.goto(server.url + 'api/rundeck-api-versions')
    await page.locator('main h1').first().waitFor()
    await clickInContent(`/docs/api/#${late}`)
    await expect
      .poll(() =>
        page.evaluate((id) => Math.round(document.getElementById(id)?.getBoundingClientRect().top ?? -1), late),
      )
      .toBeGreaterThanOrEqual(0)
    const top = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, late)
    expect(top).toBeLessThan(200)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(20_000)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('restores the exact reading position on the 200 KB API page after back', async () => {
    const origin = new URL(server.url).origin
    const { page, errors } = await openWatchedPage(browser, origin, { serviceWorkers: 'block' })
    await page.goto(server.url + 'api/')
    await page.locator('main h1').first().waitFor()
    // All of the page is in (the first paint showed its head; the rest is fetched by the app).
    await page.locator('main .content:not([aria-busy])').waitFor()
    await page.evaluate(() => window.scrollTo({ top: 30_000, behavior: 'instant' }))
    await viewSettled(page)
    // What the reader sees: the first heading in the viewport and where it sits. (Pixel offsets
    // are not comparable: off-screen blocks of long pages are laid out at estimated sizes.)
    const headingAt = () =>
      page.evaluate(() => {
        const hs = Array.from(document.querySelectorAll('main .content h2, main .content h3'))
        const h = hs.find((el) => el.getBoundingClientRect().top >= 0)
        return h && { id: h.id, top: h.getBoundingClientRect().top }
      })
    const before = { y: await page.evaluate(() => window.scrollY), heading: await headingAt() }
    expect(before.y).toBeGreaterThan(20_000)
    expect(before.heading).toBeTruthy()
    // The same heading at the same place, to the pixel: the saved place is a fractional offset
    // into a block, and a restored scroll position is a whole pixel.
    const samePlace = async () => {
      const at = await headingAt()
      return !!at && at.id === before.heading!.id && Math.abs(at.top - before.heading!.top) <= 1
    }
    // An in-content link to another page (the content's click handler navigates in-app).
    await page.evaluate(() => {
      const a = document.createElement('a')
      a.href = '/docs/api/rundeck-api-versions'
      a.textContent = 'versions'
      document.querySelector('main .content')!.append(a)
      a.click()
    })
    await page.waitForURL((url) => url.pathname.endsWith('/api/rundeck-api-versions'))
    await page.locator('main h1').first().waitFor()
    await page.goBack()
    await expect.poll(samePlace, { timeout: 10_000 }).toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
