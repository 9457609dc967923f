// The built site served by Debian's nginx with deploy/ config: fallback, caching, redirects, CSP, smoke.

import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openWatchedPage } from './browser'
import { NGINX_PATH, startNginx, type RunningNginx } from './nginx-server'
import type { Manifest } from '../../manifest/types'

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
})
