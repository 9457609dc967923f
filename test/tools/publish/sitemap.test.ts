import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageUrl, renderSitemap, writeSitemap } from '../../../tools/publish/sitemap'
import { makeManifest } from '../../support/make-manifest'

describe('tools/publish/sitemap', () => {
  const manifest = makeManifest([
    { route: '/', file: 'index.md', title: 'Home' },
    { route: '/manual/jobs/', file: 'manual/jobs/index.md', title: 'Jobs', updated: Date.UTC(2025, 2, 4) },
    { route: '/manual/a b&c', file: 'manual/a b&c.md', title: 'Odd' },
  ])

  it('lists every page once, relative to the base when no hostname is configured', () => {
    const xml = renderSitemap(manifest)
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual(['/docs/', '/docs/manual/jobs/', '/docs/manual/a%20b%26c'])
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
  })

  it('writes absolute URLs with a hostname and the last-updated day', () => {
    const xml = renderSitemap(manifest, 'https://docs.example.com/')
    expect(xml).toContain(
      '<url><loc>https://docs.example.com/docs/manual/jobs/</loc><lastmod>2025-03-04</lastmod></url>',
    )
    expect(xml).toContain('<url><loc>https://docs.example.com/docs/</loc></url>')
  })

  it('escapes XML special characters in URLs', () => {
    expect(pageUrl('/', "/it's", 'https://h')).toBe("https://h/it's")
    expect(renderSitemap(makeManifest([{ route: "/it's", file: "it's.md", title: 'x' }], { base: '/' }))).toContain(
      '<loc>/it&#39;s</loc>',
    )
  })

  it('writes sitemap.xml and robots.txt only for a site with a hostname, else says why not', async () => {
    const out = await mkdtemp(path.join(os.tmpdir(), 'sitemap-'))
    try {
      const warning = await writeSitemap(out, manifest)
      expect(warning).toMatch(/^sitemap\.xml and robots\.txt not written: set "hostname" in the site config/)
      expect(existsSync(path.join(out, 'sitemap.xml'))).toBe(false)
      expect(existsSync(path.join(out, 'robots.txt'))).toBe(false)

      expect(await writeSitemap(out, manifest, 'https://docs.example.com')).toBeUndefined()
      expect(await readFile(path.join(out, 'sitemap.xml'), 'utf8')).toContain(
        '<loc>https://docs.example.com/docs/</loc>',
      )
      expect(await readFile(path.join(out, 'robots.txt'), 'utf8')).toBe(
        'User-agent: *\nAllow: /\nSitemap: https://docs.example.com/docs/sitemap.xml\n',
      )
    } finally {
      await rm(out, { recursive: true, force: true })
    }
  })
})
