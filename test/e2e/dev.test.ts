// `npm run dev` in Chromium: live edits in place, new pages in the sidebar, live diagnostics, bad YAML, traversal.

import { cp, mkdir, mkdtemp, readFile, rename, rm, symlink, unlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { startDevServer, type DevServer } from '../../tools/dev/dev-server'
import { rawRequest as rawGet } from '../support/raw-request'
import { launchBrowser, openWatchedPage } from './browser'

describe('dev server (npm run dev)', () => {
  let browser: Browser
  let dev: DevServer
  let dir: string
  let src: string
  const SECRET = 'top-secret-outside-the-docs-root'

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'runbook-dev-'))
    src = path.join(dir, 'src')
    await cp('docs-src', src, { recursive: true })
    // A top-level folder no sidebar key covers: its sidebar is generated from the folder.
    await mkdir(path.join(src, 'guides'))
    await writeFile(path.join(src, 'guides/index.md'), '# Guides\n\nGuides written while previewing.\n')
    await writeFile(path.join(src, 'guides/first.md'), '# First guide\n\nThe first guide.\n')
    await writeFile(path.join(dir, 'secret.txt'), SECRET)
    await symlink(path.join(dir, 'secret.txt'), path.join(src, 'escape.md'))
    dev = await startDevServer({
      src,
      siteConfig: path.join(src, 'site.config.json'),
      base: '/docs/',
      port: 0,
      log: false,
    })
    // A first start renders the pages in the background and then sends the open pages the full
    // build (the last test covers that switch); the edits below are made after it.
    await dev.content.rendered
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await dev?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  const open = async (route: string) => {
    const watched = await openWatchedPage(browser, new URL(dev.url).origin)
    await watched.page.goto(dev.url + route)
    await watched.page.locator('main h1').first().waitFor({ timeout: 15_000 })
    await watched.page.waitForFunction(() => document.documentElement.dataset.docsDev === 'connected')
    await watched.page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7))
    return watched
  }
  const marker = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker)
  const edit = async (file: string, change: (text: string) => string) => {
    const full = path.join(src, file)
    await writeFile(full, change(await readFile(full, 'utf8')))
  }

  it('shows an edit in place, without a reload, keeping the scroll position and updating the TOC', async () => {
    const { page, errors } = await open('manual/jobs/job-options')
    await page.evaluate(() => window.scrollTo(0, 900))
    await page.waitForFunction(() => Math.abs(window.scrollY - 900) < 2)
    const asked: string[] = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    await edit('manual/jobs/job-options.md', (t) => `${t}\n## Edited live section\n\nText typed while previewing.\n`)
    await page.locator('.content', { hasText: 'Text typed while previewing.' }).waitFor()
    await page.locator('.toc a', { hasText: 'Edited live section' }).waitFor()
    // What changed in the manifest, not the whole of it (the page's title and the navigation are the same).
    expect(asked).toContain('/docs/__dev/manifest-change.json')
    expect(asked).not.toContain('/docs/manifest.json')
    expect(await marker(page)).toBe(7)
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - 900)).toBeLessThan(2)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('adds a new page to the generated sidebar and to search', async () => {
    const { page, errors } = await open('guides/')
    await page.locator('.sidebar-link', { hasText: 'First guide' }).waitFor()
    const input = page.locator('dialog.search-overlay input[type="search"]')
    const searchWorkers = () => page.workers().filter((w) => w.url().startsWith('blob:')).length
    // A search before the change: its index (and worker) is the old content's.
    await page.keyboard.press('/')
    await input.fill('first guide')
    await page.locator('.search-hit').first().waitFor()
    await page.keyboard.press('Escape')
    expect(searchWorkers()).toBe(1)
    await writeFile(path.join(src, 'guides/second.md'), '# Second guide\n\nQuokkaplatypus appears only here.\n')
    await page.locator('.sidebar-link', { hasText: 'Second guide' }).waitFor()
    expect(await marker(page)).toBe(7)
    await page.keyboard.press('/')
    await input.fill('quokkaplatypus')
    await expect.poll(() => page.locator('.search-hit').first().getAttribute('href')).toBe('/docs/guides/second')
    // The old index's worker was stopped when the content changed.
    await expect.poll(searchWorkers).toBe(1)
    await page.keyboard.press('Escape')
    await page.locator('.sidebar-link', { hasText: 'Second guide' }).click()
    await page.locator('main h1', { hasText: 'Second guide' }).first().waitFor()
    expect(await marker(page)).toBe(7)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('shows a broken link in the panel and beside the link, and clears it once fixed', async () => {
    const { page, errors } = await open('guides/first')
    const items = page.locator('.docs-dev-item')
    expect(await items.count()).toBe(0)
    await edit(
      'guides/first.md',
      (t) => `${t}\nSee [the missing page](./no-such-page.md) and ![a picture](./pictures/none.png).\n`,
    )
    await items.first().waitFor()
    const texts = await items.allTextContents()
    expect(texts).toContain('guides/first.md:5: error: link target not found: ./no-such-page.md')
    expect(texts).toContain('guides/first.md:5: error: image not found: ./pictures/none.png')
    expect(await page.locator('.docs-dev-site').textContent()).toMatch(/^\d+ in the whole site \(npm run check/)
    const markers = page.locator('.content .docs-dev-marker')
    await expect.poll(() => markers.count()).toBe(2)
    await expect(page.locator('.content a.docs-dev-problem').textContent()).resolves.toBe('the missing page')
    await edit('guides/first.md', (t) =>
      t.replace('./no-such-page.md', './index.md').replace(/!\[a picture\]\([^)]*\)/, ''),
    )
    await expect.poll(() => items.count()).toBe(0)
    await expect.poll(() => markers.count()).toBe(0)
    await page.locator('.docs-dev-toggle', { hasText: 'No problems on this page' }).waitFor()
    expect(await marker(page)).toBe(7)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('reports bad frontmatter YAML with file:line while the rest of the site keeps working', async () => {
    const { page, errors } = await open('guides/first')
    await edit('guides/first.md', (t) => `---\ntitle: First guide\nkey: value: another\n---\n${t}`)
    const item = page.locator('.docs-dev-item', { hasText: 'invalid frontmatter YAML' }).first()
    await item.waitFor()
    expect(await item.textContent()).toMatch(/^guides\/first\.md:3: error: invalid frontmatter YAML/)
    // The page itself still renders, and so does the rest of the site.
    await page.locator('main h1', { hasText: 'First guide' }).first().waitFor()
    await page.locator('.sidebar-link', { hasText: 'Second guide' }).click()
    await page.locator('main h1', { hasText: 'Second guide' }).first().waitFor()
    await page.goto(dev.url + 'manual/jobs/')
    await page.locator('main h1', { hasText: 'Jobs' }).first().waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('has a View source toggle, Copy as markdown and a link to the .md file', async () => {
    const { page, errors } = await open('guides/second')
    await page.getByRole('button', { name: 'View source' }).click()
    await expect(page.locator('.page-source').textContent()).resolves.toContain('# Second guide')
    expect(await page.locator('.content').isVisible()).toBe(false)
    await expect(page.locator('.page-source-link').getAttribute('href')).resolves.toBe('/docs/guides/second.md')
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('button', { name: 'Copy as markdown' }).click()
    await page.getByRole('button', { name: 'Copied' }).waitFor()
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toContain('Quokkaplatypus')
    await page.getByRole('button', { name: 'View page' }).click()
    expect(await page.locator('.page-source').count()).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('follows renames and removals, and site config edits (also a broken config) without a reload', async () => {
    const { page, errors } = await open('guides/')
    const sidebarLink = (href: string) => page.locator(`.sidebar-link[href="${href}"]`)
    await sidebarLink('/docs/guides/second').waitFor()
    await rename(path.join(src, 'guides/second.md'), path.join(src, 'guides/renamed.md'))
    await sidebarLink('/docs/guides/renamed').waitFor()
    await expect.poll(() => sidebarLink('/docs/guides/second').count()).toBe(0)
    await unlink(path.join(src, 'guides/renamed.md'))
    await expect.poll(() => sidebarLink('/docs/guides/renamed').count()).toBe(0)

    const configFile = path.join(src, 'site.config.json')
    const config = JSON.parse(await readFile(configFile, 'utf8'))
    config.navbar.push({ text: 'Guides', link: '/guides/' })
    await writeFile(configFile, JSON.stringify(config, null, 2))
    await page.locator('.navbar-groups a', { hasText: 'Guides' }).waitFor()
    await writeFile(configFile, '{ "title": ')
    const problem = page.locator('.docs-dev-item', { hasText: 'site.config.json:1: error: invalid JSON' })
    await problem.waitFor()
    // The previous config stays in use, so the navigation is still there.
    expect(await page.locator('.navbar-groups a', { hasText: 'Guides' }).count()).toBe(1)
    await writeFile(configFile, JSON.stringify(config, null, 2))
    await expect.poll(() => problem.count()).toBe(0)
    expect(await marker(page)).toBe(7)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('serves nothing outside the docs root', async () => {
    const attempts = [
      '/docs/../secret.txt',
      '/docs/%2e%2e/secret.txt',
      '/docs/..%2fsecret.txt',
      '/docs/%2e%2e%2fsecret.txt',
      '/docs/guides/..%2f..%2fsecret.txt',
      '/docs//etc/passwd',
      '/docs/%2fetc%2fpasswd',
      '/docs/..%5csecret.txt',
      '/docs/escape.md',
      '/secret.txt',
    ]
    for (const attempt of attempts) {
      const { status, body } = await rawGet(dev.url, attempt)
      expect(body, attempt).not.toContain(SECRET)
      expect(body, attempt).not.toContain('root:x:0:0')
      expect(status === 403 || status === 404 || body.includes('<div id="app">'), attempt).toBe(true)
    }
    expect((await rawGet(dev.url, '/docs/escape.md')).status).toBe(403)
    expect((await rawGet(dev.url, '/docs/site.config.json')).body).not.toContain('"sidebars"')
    const md = await rawGet(dev.url, '/docs/guides/index.md')
    expect(md).toEqual({ status: 200, body: '# Guides\n\nGuides written while previewing.\n' })
  })
})

describe('dev server, a large site’s first start (skimmed build, pages rendered in the background)', () => {
  let browser: Browser
  let dev: DevServer
  let dir: string

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'runbook-dev-skim-'))
    await cp('docs-src', path.join(dir, 'src'), { recursive: true })
    // `skimFromPages: 1` takes the path of a site of thousands of pages.
    dev = await startDevServer({
      src: path.join(dir, 'src'),
      siteConfig: path.join(dir, 'src/site.config.json'),
      savedRenders: false,
      skimFromPages: 1,
      port: 0,
      log: false,
    })
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await dev?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('shows a page from the skimmed build, keeps it through the switch to the full build, then applies edits', async () => {
    expect(dev.content.skimmed).toBe(true)
    const { page, errors } = await openWatchedPage(browser, new URL(dev.url).origin)
    await page.goto(dev.url + 'manual/jobs/job-options')
    await page.locator('main h1', { hasText: 'Job Options' }).first().waitFor({ timeout: 15_000 })
    await page.locator('.sidebar .sidebar-link').first().waitFor()
    await page.waitForFunction(() => document.documentElement.dataset.docsDev === 'connected')
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7))
    await dev.content.rendered
    const file = path.join(dir, 'src/manual/jobs/job-options.md')
    await writeFile(file, `${await readFile(file, 'utf8')}\n\nWritten after every page was rendered.\n`)
    await page.locator('.content', { hasText: 'Written after every page was rendered.' }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
