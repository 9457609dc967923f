// A site with hosted search (auto) and analytics turned on, behind Debian's nginx with the
// location snippet and security headers the build wrote: search asks the hosted service, the
// analytics tag loads, and the content security policy reports no violation. With the shipped
// headers (which allow no other host) the same page reports violations: the check can fail.

import { chmod, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openWatchedPage } from './browser'
import { NGINX_PATH, startNginx, type RunningNginx } from './nginx-server'
import { startTempSite, type TempSite } from './temp-site'

const HOSTED = 'https://search.hosted.invalid'
const TAG = 'https://www.googletagmanager.com'

describe.skipIf(!NGINX_PATH)('content security policy for hosted search and analytics', () => {
  let site: TempSite
  let work: string
  let browser: Browser

  beforeAll(async () => {
    site = await startTempSite('/docs/', {
      analyticsId: 'G-CSPTEST',
      search: {
        mode: 'auto',
        hosted: { appId: 'CSPTEST', apiKey: 'search-only-key', indexName: 'docs', host: 'search.hosted.invalid' },
      },
    })
    work = await mkdtemp(path.join(os.tmpdir(), 'runbook-nginx-csp-'))
    await chmod(site.out, 0o755)
    browser = await launchBrowser()
  }, 180_000)
  afterAll(async () => {
    await browser?.close()
    await site?.close()
    await rm(work, { recursive: true, force: true })
  })

  /** Opens a page behind `nginx`, searches, and returns what reached the two hosts and the CSP reports. */
  async function visit(nginx: RunningNginx) {
    const { page } = await openWatchedPage(browser, new URL(nginx.url).origin)
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { __csp: string[] }).__csp = seen
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`))
    })
    const hosted: string[] = []
    const tag: string[] = []
    await page.route(`${HOSTED}/**`, (route) => {
      hosted.push(route.request().url())
      const hit = {
        url: '/docs/manual/jobs/job-options',
        hierarchy: { lvl0: 'Jobs', lvl1: 'Job options' },
        content: 'Options of a job',
      }
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ results: [{ hits: [hit] }] }),
      })
    })
    await page.route(`${TAG}/**`, (route) => {
      tag.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* tag stub */' })
    })
    const response = await page.goto(nginx.url + 'manual/jobs/job-options')
    const policy = response?.headers()['content-security-policy'] ?? ''
    await page.locator('main h1').first().waitFor({ timeout: 15_000 })
    await page.locator('.search-button').waitFor()
    await page.keyboard.press('/')
    await page.locator('dialog.search-overlay input[type="search"]').fill('job options')
    await page.locator('.search-hit').first().waitFor({ timeout: 15_000 })
    await page.waitForLoadState('networkidle')
    const violations = (await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)) as string[]
    await page.context().close()
    return { policy, hosted, tag, violations }
  }

  it('with the headers the build wrote: both hosts are reached and nothing is refused', async () => {
    const nginx = await startNginx(site.out, path.join(work, 'generated'), { generated: true })
    try {
      const { policy, hosted, tag, violations } = await visit(nginx)
      expect(policy).toContain(`connect-src 'self' ${HOSTED}`)
      expect(policy).toContain(`script-src 'self' ${TAG}`)
      expect(hosted.length).toBeGreaterThan(0)
      expect(tag.length).toBeGreaterThan(0)
      expect(violations).toEqual([])
    } finally {
      await nginx.stop()
    }
  })

  it('with the shipped headers the same page reports violations (the check can fail)', async () => {
    const nginx = await startNginx(site.out, path.join(work, 'shipped'))
    try {
      const { hosted, tag, violations } = await visit(nginx)
      expect(hosted).toEqual([])
      expect(tag).toEqual([])
      expect(violations.some((v) => v.startsWith('connect-src') && v.includes('search.hosted.invalid'))).toBe(true)
      expect(violations.some((v) => v.startsWith('script-src') && v.includes('googletagmanager'))).toBe(true)
    } finally {
      await nginx.stop()
    }
  })
})
