// Widget code is loaded only by pages that use the widget: each widget is its own chunk, named
// after its module (mount-<type>, lightbox, and the libraries behind them: the video player, the
// API explorer, the stream players), requested on demand.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openSitePage } from './app-helpers'

/** Chunk requests of widget modules, by module name. */
const WIDGET_CHUNK =
  /\/chunks\/(mount-[a-z-]+|lightbox|local-player|rapidoc-min|hls\.light|dash\.all\.min)-[A-Z0-9]+\.js$/

describe('widget bundles', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  /** Opens `path`, waits until the network is quiet and the idle-time loads ran, and names the widget chunks requested. */
  async function widgetChunks(path: string): Promise<string[]> {
    const { page, errors } = await openSitePage(browser, path)
    const requested: string[] = []
    page.on('request', (req) => {
      const name = WIDGET_CHUNK.exec(new URL(req.url()).pathname)?.[1]
      if (name) requested.push(name)
    })
    // Requests made before the listener was attached are in the resource timing entries.
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })))
    await page.waitForLoadState('networkidle')
    const early = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))
    for (const url of early) {
      const name = WIDGET_CHUNK.exec(new URL(url).pathname)?.[1]
      if (name && !requested.includes(name)) requested.push(name)
    }
    expect(errors).toEqual([])
    await page.context().close()
    return requested.sort()
  }

  it('a page without widgets or images loads no widget code', async () => {
    await expect(widgetChunks('about/getting-help')).resolves.toEqual([])
  })

  it('a page with a catalog loads the catalog and nothing else', async () => {
    await expect(widgetChunks('administration/maintenance/')).resolves.toEqual(['mount-catalog'])
  })

  it('a page with a PDF loads the PDF viewer (and the lightbox for its image)', async () => {
    await expect(widgetChunks('administration/cluster/')).resolves.toEqual(['lightbox', 'mount-pdf'])
  })

  it('a page with the API explorer loads the explorer and nothing else', async () => {
    await expect(widgetChunks('api/openapi-explorer')).resolves.toEqual(['mount-openapi', 'rapidoc-min'])
  })

  it('a page with a YouTube card loads the card, not the video player', async () => {
    await expect(widgetChunks('history/5_x/version-5.6.0')).resolves.toEqual(['mount-video'])
  })

  it('a page with images loads the lightbox only', async () => {
    await expect(widgetChunks('manual/jobs/job-options')).resolves.toEqual(['lightbox'])
  })
})
