// Air-gapped by default: ten pages of the served docs-src site make no request to another origin.

import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openWatchedPage } from './browser'
import { parseManifest } from '../../manifest/parse'
import type { Manifest } from '../../manifest/types'

const baseUrl = inject('baseUrl')
const distDir = inject('distDir')

/** Ten routes spread over the sections (every n-th page), home first. */
function samplePages(manifest: Manifest): string[] {
  const routes = manifest.pages.map((p) => p.route).filter((r) => r !== '/')
  const step = Math.max(1, Math.floor(routes.length / 9))
  return ['/', ...routes.filter((_, i) => i % step === 0).slice(0, 9)]
}

describe('air-gapped pages', () => {
  let browser: Browser
  let manifest: Manifest
  beforeAll(async () => {
    manifest = parseManifest(JSON.parse(await readFile(path.join(distDir, 'manifest.json'), 'utf8')))
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  it('requests nothing from another origin on 10 pages (no CDN, no analytics, no hosted search)', async () => {
    expect(manifest.site.analyticsId).toBeUndefined()
    const routes = samplePages(manifest)
    expect(routes).toHaveLength(10)
    const { page, foreignRequests, errors } = await openWatchedPage(browser, new URL(baseUrl).origin)
    for (const route of routes) {
      await page.goto(baseUrl + route.replace(/^\//, ''))
      await page.locator('main h1').first().waitFor({ timeout: 15_000 })
      // Let idle-time work (lightbox, search preload, worker install) run too.
      await page.waitForLoadState('networkidle')
    }
    expect(foreignRequests).toEqual([])
    expect(errors).toEqual([])
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false)
    await page.context().close()
  })
})
