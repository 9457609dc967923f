// A build of two versions into one folder (test/fixtures/sites/versions): each version's own
// manifest, navigation, search index and shells under its path, one app bundle at the base, the
// older version's canonical links and its absence from the sitemap; the second build reuses both,
// and an edit to one page of the older version rebuilds that version only. Also `npm run check`.
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildVersions, type BuildVersionsResult } from '../../../tools/versions/build-versions'
import { checkVersions } from '../../../tools/check/check-versions'
import { formatCheckReport } from '../../../tools/check/check-site'
import { parseManifest } from '../../../manifest/parse'
import type { Manifest } from '../../../manifest/types'

const FIXTURE = 'test/fixtures/sites/versions'

describe('build of several versions', () => {
  let dir: string
  let out: string
  let src: string
  let siteConfig: string
  let first: BuildVersionsResult

  const manifestAt = async (rel: string): Promise<Manifest> =>
    parseManifest(JSON.parse(await readFile(path.join(out, rel, 'manifest.json'), 'utf8')))
  const build = () => buildVersions({ src, siteConfig, out })

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'runbook-versions-'))
    await cp(FIXTURE, dir, { recursive: true })
    src = path.join(dir, 'current')
    siteConfig = path.join(src, 'site.config.json')
    out = path.join(dir, 'out')
    first = await build()
  })

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('builds the current version at the base and the older one at <base><path>, each with its own files', async () => {
    expect(first.problems).toEqual([])
    expect(first.versions.map((v) => [v.text, v.base, v.pages, v.reused])).toEqual([
      ['2.0', '/docs/', 4, false],
      ['1.0', '/docs/1.0/', 4, false],
    ])
    const current = await manifestAt('')
    const older = await manifestAt('1.0')
    expect(current.site.base).toBe('/docs/')
    expect(older.site.base).toBe('/docs/1.0/')
    expect(current.pages.map((p) => p.route).sort()).toEqual(['/', '/guide/', '/guide/jobs', '/guide/new-feature'])
    expect(older.pages.map((p) => p.route).sort()).toEqual(['/', '/guide/', '/guide/jobs', '/guide/old-only'])
    // Its own vars file, not the current one's.
    expect(older.site.vars.release).toBe('1.0.3')
    for (const file of [
      'guide/jobs.html',
      'guide/jobs.md',
      'guide/old-only.html',
      'search/index.json',
      '404.html',
      'sw.js',
    ]) {
      expect(existsSync(path.join(out, '1.0', file)), file).toBe(true)
    }
    expect(existsSync(path.join(out, '1.0', 'guide/new-feature.html'))).toBe(false)
    expect(existsSync(path.join(out, 'guide/old-only.html'))).toBe(false)
    // The navigation of each is its own (its sidebar lists its pages).
    expect(JSON.stringify(older.site.sidebars)).toContain('/guide/old-only')
    expect(JSON.stringify(current.site.sidebars)).not.toContain('/guide/old-only')
  })

  it('gives every version the same list, with the base of each built one and the current one marked', async () => {
    const expected = [
      { text: '2.0', link: '/', current: true, base: '/docs/' },
      { text: '1.0', link: '/1.0/', base: '/docs/1.0/' },
      { text: '0.9', link: 'https://old.example.com/0.9/' },
    ]
    expect((await manifestAt('')).site.versions).toEqual(expected)
    // The older version's own config lists other versions: the current one's list replaces it.
    expect((await manifestAt('1.0')).site.versions).toEqual(expected)
  })

  it('writes one app bundle, at the base, which the older version loads', async () => {
    expect(existsSync(path.join(out, '1.0', '_app'))).toBe(false)
    const shell = await readFile(path.join(out, '1.0/guide/jobs.html'), 'utf8')
    const scripts = [...shell.matchAll(/(?:src|href)="([^"]*_app\/[^"]+)"/g)].map((m) => m[1]!)
    expect(scripts.length).toBeGreaterThan(0)
    for (const url of scripts) {
      expect(url).toMatch(/^\/docs\/_app\//)
      expect(existsSync(path.join(out, url.slice('/docs/'.length))), url).toBe(true)
    }
    const current = await readFile(path.join(out, 'guide/jobs.html'), 'utf8')
    expect([...current.matchAll(/(?:src|href)="([^"]*_app\/[^"]+)"/g)].map((m) => m[1])).toEqual(scripts)
  })

  it("links an older page to the current version's same page as canonical, else to itself", async () => {
    const canonical = async (file: string) =>
      /<link rel="canonical" href="([^"]+)">/.exec(await readFile(path.join(out, file), 'utf8'))?.[1]
    expect(await canonical('1.0/guide/jobs.html')).toBe('https://docs.example.com/docs/guide/jobs')
    expect(await canonical('1.0/guide/index.html')).toBe('https://docs.example.com/docs/guide/')
    expect(await canonical('1.0/guide/old-only.html')).toBe('https://docs.example.com/docs/1.0/guide/old-only')
    expect(await canonical('guide/jobs.html')).toBe('https://docs.example.com/docs/guide/jobs')
  })

  it('leaves the older version out of the sitemap', async () => {
    const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8')
    expect(sitemap).toContain('https://docs.example.com/docs/guide/jobs')
    expect(sitemap).not.toContain('/docs/1.0/')
    expect(existsSync(path.join(out, '1.0', 'sitemap.xml'))).toBe(false)
    expect(existsSync(path.join(out, '1.0', 'robots.txt'))).toBe(false)
  })

  it("writes the nginx snippet with the older version's own location, redirects and 404 page", async () => {
    const snippet = await readFile(path.join(out, 'nginx-docs-location.conf'), 'utf8')
    expect(snippet).toContain('location /docs/1.0/ {')
    expect(snippet).toContain(`include ${out}/1.0/nginx-redirects.conf;`)
    expect(snippet).toContain('error_page 404 /docs/1.0/404.html;')
    expect(await readFile(path.join(out, '1.0/nginx-redirects.conf'), 'utf8')).toContain(
      'location = /docs/1.0/guide/tasks.html { return 301 /docs/1.0/guide/jobs; }',
    )
  })

  it('reuses every version on a second build with the same inputs, and leaves their files in place', async () => {
    const file = path.join(out, '1.0/guide/jobs.html')
    const before = (await stat(file)).mtimeMs
    const again = await build()
    expect(again.versions.map((v) => [v.text, v.reused, v.pages])).toEqual([
      ['2.0', true, 4],
      ['1.0', true, 4],
    ])
    expect((await stat(file)).mtimeMs).toBe(before)
    expect(existsSync(path.join(out, 'manifest.json'))).toBe(true)
  })

  it('rebuilds only the older version after one of its pages changed; the current one keeps its folder', async () => {
    const currentShell = path.join(out, 'guide/jobs.html')
    const before = (await stat(currentShell)).mtimeMs
    await writeFile(path.join(dir, 'v1/guide/jobs.md'), '# Jobs\n\nJobs in release {{ $release }} run in order.\n')
    const edited = await build()
    expect(edited.versions.map((v) => [v.text, v.reused])).toEqual([
      ['2.0', true],
      ['1.0', false],
    ])
    expect((await stat(currentShell)).mtimeMs).toBe(before)
    expect(await readFile(path.join(out, '1.0/guide/jobs.md'), 'utf8')).toContain('run in order')
    // The next build reuses it again.
    expect((await build()).versions.every((v) => v.reused)).toBe(true)
  })

  it('rebuilds the current version without deleting the older version it reuses', async () => {
    const olderShell = path.join(out, '1.0/guide/jobs.html')
    const before = (await stat(olderShell)).mtimeMs
    await writeFile(path.join(src, 'guide/jobs.md'), '# Jobs\n\nJobs in version 2.0 run anywhere.\n')
    const edited = await build()
    expect(edited.versions.map((v) => [v.text, v.reused])).toEqual([
      ['2.0', false],
      ['1.0', true],
    ])
    expect((await stat(olderShell)).mtimeMs).toBe(before)
    expect(existsSync(path.join(out, '1.0/manifest.json'))).toBe(true)
    expect(await readFile(path.join(out, 'guide/jobs.md'), 'utf8')).toContain('run anywhere')
  })

  it('checks every version and names the version of each finding', async () => {
    await writeFile(path.join(dir, 'v1/guide/broken.md'), '# Broken\n\n[nowhere](./missing.md)\n')
    const report = await checkVersions({ src, siteConfig })
    const lines = formatCheckReport(report).split('\n')
    expect(lines).toContainEqual(expect.stringMatching(/^\[1\.0\] guide\/broken\.md:3: error: .*missing\.md/))
    expect(report.errors).toBeGreaterThan(0)
    await rm(path.join(dir, 'v1/guide/broken.md'))
  })
})
