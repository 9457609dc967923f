// The built site served by Debian's nginx with deploy/ config: fallback, caching, redirects, CSP, smoke;
// and a site with an older version built into it (test/fixtures/sites/versions), served by the
// snippet its build wrote: a deep link into the older version, its markdown, its 404 page.

import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openWatchedPage } from './browser'
import { NGINX_PATH, startNginx, type RunningNginx } from './nginx-server'
import type { Manifest } from '../../manifest/types'
import { buildVersions } from '../../tools/versions/build-versions'
import { cp } from 'node:fs/promises'

const distDir = inject('distDir')

describe.skipIf(!NGINX_PATH)('deploy/nginx', () => {
  let work: string
  let nginx: RunningNginx
  let browser: Browser
  let manifest: Manifest

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'runbook-nginx-'))
    await chmod(distDir, 0o755)
    manifest = JSON.parse(await readFile(path.join(distDir, 'manifest.json'), 'utf8'))
    nginx = await startNginx(distDir, work)
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
    await nginx?.stop()
    await rm(work, { recursive: true, force: true })
  })

  it('answers a deep route with the app shell and security headers', async () => {
    const res = await fetch(nginx.url + 'manual/jobs/job-options')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<div id="app">')
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(res.headers.get('cache-control')).toBe('no-cache')
  })

  it('answers an unknown page under the base with the 404 page and status 404, a known page with 200', async () => {
    const known = await fetch(nginx.url + 'manual/jobs/job-options', { redirect: 'manual' })
    expect(known.status).toBe(200)
    for (const unknown of ['manual/no-such-page', 'no/such/folder/', 'manual/jobs/job-options/nope.html']) {
      const res = await fetch(nginx.url + unknown, { redirect: 'manual' })
      expect(res.status, unknown).toBe(404)
      const body = await res.text()
      // The 404 page is the app shell (it shows "Page not found" for the path it was asked for).
      expect(body, unknown).toContain('<div id="app">')
      expect(res.headers.get('content-type'), unknown).toMatch(/^text\/html/)
      expect(res.headers.get('content-security-policy'), unknown).toContain("script-src 'self'")
    }
    const page = await browser.newPage()
    try {
      const response = await page.goto(nginx.url + 'manual/no-such-page')
      expect(response?.status()).toBe(404)
      await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    } finally {
      await page.close()
    }
  })

  it('serves hashed assets as immutable and markdown gzipped', async () => {
    const html = await (await fetch(nginx.url)).text()
    const script = /src="([^"]+_app\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script).toBeTruthy()
    const res = await fetch(new URL(script!, nginx.url), { headers: { 'accept-encoding': 'gzip' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('immutable')
    const md = await fetch(nginx.url + 'manual/jobs/job-options.md', {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(md.status).toBe(200)
    expect(md.headers.get('cache-control')).toBe('no-cache')
  })

  it('serves markdown, JSON, JS and CSS with their types, UTF-8 and gzip, from the snippet as shipped', async () => {
    const html = await (await fetch(nginx.url)).text()
    const script = /src="([^"]+_app\/[^"]+\.js)"/.exec(html)![1]!
    const style = /href="([^"]+_app\/[^"]+\.css)"/.exec(html)![1]!
    const cases: Array<[string, RegExp]> = [
      [nginx.url + 'manual/jobs/job-options.md', /^text\/markdown; charset=utf-8$/],
      [nginx.url + 'manifest.json', /^application\/json; charset=utf-8$/],
      [new URL(script, nginx.url).href, /^text\/javascript; charset=utf-8$/],
      [new URL(style, nginx.url).href, /^text\/css; charset=utf-8$/],
    ]
    for (const [url, type] of cases) {
      const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
      expect(res.status, url).toBe(200)
      expect(res.headers.get('content-type'), url).toMatch(type)
      expect(res.headers.get('content-encoding'), url).toBe('gzip')
    }
  })

  it('keeps the files meant for the server, and dotfiles, from readers', async () => {
    await writeFile(path.join(distDir, '.build-stamp'), 'stamp')
    for (const hidden of ['nginx-redirects.conf', 'nginx-docs-location.conf', '.build-stamp']) {
      expect((await fetch(nginx.url + hidden)).status, hidden).toBe(404)
    }
  })

  it('answers old URLs from the redirect map with 301', async () => {
    const [from, to] = Object.entries(manifest.site.redirects)[0]
    const res = await fetch(nginx.url + from.replace(/^\//, '') + (from.endsWith('/') ? '' : '.html'), {
      redirect: 'manual',
    })
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toContain('/docs/' + to.replace(/^\//, ''))
  })

  it('renders pages under the CSP with no console errors', async () => {
    const { page, errors } = await openWatchedPage(browser, new URL(nginx.url).origin)
    await page.goto(nginx.url)
    await page.goto(nginx.url + 'manual/jobs/job-options')
    await expect.poll(() => page.locator('main h1').first().textContent(), { timeout: 15_000 }).toBeTruthy()
    await page.goto(nginx.url + 'about/introduction')
    await page.locator('main h1').first().waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })
  it('answers every address under _preview/ with the preview’s page, and the preview builds and shows a folder under the CSP', async () => {
    for (const address of ['_preview/', '_preview/guide/sightings']) {
      const res = await fetch(nginx.url + address, { redirect: 'manual' })
      expect(res.status, address).toBe(200)
      expect(await res.text(), address).toContain('Preview a local folder')
      expect(res.headers.get('content-security-policy'), address).toContain("script-src 'self'")
    }
    // The worker (a Blob), its builder and its config check (zod, told not to compile checks) run
    // under the policy with nothing in the console.
    const { page, errors } = await openWatchedPage(browser, new URL(nginx.url).origin)
    await page.goto(nginx.url + '_preview/guide/')
    await page.setInputFiles('input[type="file"]', path.resolve('test/fixtures/sites/preview'))
    await page.locator('main h1.doc-title', { hasText: 'Field guide' }).waitFor({ timeout: 20_000 })
    await page.locator('.docs-dev-panel').waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe.skipIf(!NGINX_PATH)('deploy/nginx with an older version built in', () => {
  let work: string
  let out: string
  let nginx: RunningNginx
  let browser: Browser

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'runbook-nginx-versions-'))
    await cp('test/fixtures/sites/versions', path.join(work, 'src'), { recursive: true })
    out = path.join(work, 'out')
    const src = path.join(work, 'src/current')
    await buildVersions({ src, siteConfig: path.join(src, 'site.config.json'), out })
    await chmod(work, 0o755)
    nginx = await startNginx(out, path.join(work, 'nginx'), { generated: true })
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
    await nginx?.stop()
    await rm(work, { recursive: true, force: true })
  })

  it("answers a deep link into the older version with that version's shell, and the app from the base", async () => {
    const res = await fetch(nginx.url + '1.0/guide/old-only', { redirect: 'manual' })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<meta name="docs-base" content="/docs/1.0/">')
    expect(html).toContain('<title>Old only')
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(res.headers.get('cache-control')).toBe('no-cache')
    const script = /<script type="module" src="([^"]+)"/.exec(html)![1]!
    expect(script).toMatch(/^\/docs\/_app\//)
    const js = await fetch(new URL(script, nginx.url))
    expect(js.status).toBe(200)
    expect(js.headers.get('cache-control')).toContain('immutable')
    // The folder without its slash goes to the version's home.
    const bare = await fetch(nginx.url + '1.0', { redirect: 'manual' })
    expect(bare.status).toBe(301)
    expect(bare.headers.get('location')).toMatch(/\/docs\/1\.0\/$/)
    expect((await fetch(nginx.url + '1.0/')).status).toBe(200)
  })

  it("serves the older version's markdown, its manifest and its redirects", async () => {
    const md = await fetch(nginx.url + '1.0/guide/jobs.md', { headers: { 'accept-encoding': 'gzip' } })
    expect(md.status).toBe(200)
    expect(md.headers.get('content-type')).toMatch(/^text\/markdown; charset=utf-8$/)
    expect(await md.text()).toContain('run on one node at a time')
    const manifest = (await (await fetch(nginx.url + '1.0/manifest.json')).json()) as { site: { base: string } }
    expect(manifest.site.base).toBe('/docs/1.0/')
    const moved = await fetch(nginx.url + '1.0/guide/tasks.html', { redirect: 'manual' })
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toMatch(/\/docs\/1\.0\/guide\/jobs$/)
  })

  it("answers an unknown page of the older version with that version's 404 page and status 404", async () => {
    for (const unknown of ['1.0/guide/no-such-page', '1.0/guide/new-feature', '1.0/no/such/folder/']) {
      const res = await fetch(nginx.url + unknown, { redirect: 'manual' })
      expect(res.status, unknown).toBe(404)
      const body = await res.text()
      expect(body, unknown).toContain('<meta name="docs-base" content="/docs/1.0/">')
      expect(res.headers.get('content-type'), unknown).toMatch(/^text\/html/)
    }
    // The current version's unknown pages keep the current 404 page.
    const current = await fetch(nginx.url + 'guide/old-only', { redirect: 'manual' })
    expect(current.status).toBe(404)
    expect(await current.text()).toContain('<meta name="docs-base" content="/docs/">')
  })

  it("keeps the older version's server files and build stamp from readers", async () => {
    for (const hidden of [
      '1.0/nginx-redirects.conf',
      '1.0/nginx-security-headers.conf',
      '1.0/.version-stamp.json',
      '.version-stamp.json',
    ]) {
      expect((await fetch(nginx.url + hidden)).status, hidden).toBe(404)
    }
  })

  it('renders a page of the older version under the CSP with no console errors', async () => {
    const { page, errors } = await openWatchedPage(browser, new URL(nginx.url).origin)
    await page.goto(nginx.url + '1.0/guide/old-only')
    await expect.poll(() => page.locator('main h1').first().textContent(), { timeout: 15_000 }).toBe('Old only')
    await page.goto(nginx.url + '1.0/guide/jobs')
    await expect.poll(() => page.locator('main').first().textContent(), { timeout: 15_000 }).toContain('1.0.3')
    expect(errors).toEqual([])
    await page.context().close()
  })
})
