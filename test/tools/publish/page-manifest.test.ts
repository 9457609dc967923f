// A page's part of the manifest (written into its shell for the first paint) must render the page
// exactly as the whole manifest does: the app keeps the first paint's render. Every page of our
// docs and of the shared corpus is rendered both ways, with the app's own renderer.

import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteRendererFor } from '../../../app/page-load/render/site-renderer'
import { resolvePage } from '../../../app/lib/resolve-page'
import { splitFrontmatter } from '../../../manifest/markdown'
import type { Manifest, PageEntry } from '../../../manifest/types'
import { pageManifests } from '../../../tools/publish/page-manifest'
import { renderIndexHtml } from '../../../tools/publish/index-html'
import { loadManifest, readSiteInputs } from '../../../tools/publish/write-manifest'
import { CORPUS_DIR, CORPUS_VARS, hasCorpus, NO_CORPUS_MESSAGE, writeCorpusSiteConfig } from '../../support/corpus'

const DOCS = path.resolve(__dirname, '../../../docs-src')

/** Renders every page with the whole manifest and with its part; returns the pages that differ. */
async function differences(src: string, siteConfig?: string, vars?: string) {
  const options = { src, siteConfig, vars }
  const [{ manifest, envs }, { files }] = await Promise.all([loadManifest(options), readSiteInputs(options)])
  const texts = new Map(files.map((f) => [f.path, f.text]))
  const readFile = (file: string) => texts.get(file)
  const render = (site: Manifest, page: PageEntry) => {
    const { body, bodyLine } = splitFrontmatter(texts.get(page.file) ?? '')
    return siteRendererFor(site).render(body, page.file, bodyLine, readFile).html
  }
  const differ: string[] = []
  let pages = 0
  let partPages = 0
  const partOf = pageManifests(manifest)
  for (const page of manifest.pages.filter((p) => !p.home)) {
    const part = partOf(page, envs.get(page.file))
    if (!part) {
      differ.push(`${page.route}: no part`)
      continue
    }
    pages++
    const [own, whole] = [resolvePage(part.manifest, page.route), resolvePage(manifest, page.route)]
    if (JSON.stringify(own) !== JSON.stringify(whole)) differ.push(`${page.route}: resolves to ${own.kind}`)
    if (render(part.manifest, page) !== render(manifest, page)) differ.push(`${page.route}: renders differently`)
    partPages += part.manifest.pages.length
  }
  return { differ, pages, meanPages: partPages / pages, allPages: manifest.pages.length }
}

describe('page manifest', () => {
  it('renders every page of docs-src as the whole manifest does', async () => {
    const { differ, pages, meanPages, allPages } = await differences(DOCS, path.join(DOCS, 'site.config.json'))
    expect(pages).toBeGreaterThan(700)
    expect(differ).toEqual([])
    // A part holds a few pages, not the site.
    expect(meanPages).toBeLessThan(allPages / 20)
  }, 120_000)

  it.skipIf(!hasCorpus)(
    'renders every page of the corpus as the whole manifest does',
    async () => {
      const work = await mkdtemp(path.join(os.tmpdir(), 'page-manifest-'))
      try {
        const site = await writeCorpusSiteConfig(work)
        const { differ, pages, meanPages, allPages } = await differences(CORPUS_DIR, site, CORPUS_VARS)
        expect(pages).toBeGreaterThan(700)
        expect(differ).toEqual([])
        expect(meanPages).toBeLessThan(allPages / 20)
      } finally {
        await rm(work, { recursive: true, force: true })
      }
    },
    120_000,
  )
  it.skipIf(hasCorpus)('skips the corpus', () => console.warn(NO_CORPUS_MESSAGE))

  it('leaves out a page no link of the page reaches, and keeps the ones its links reach', () => {
    const page = (route: string, file: string): PageEntry => ({ route, file, title: route, hash: 'h', size: 1 })
    const manifest = {
      site: { redirects: { '/old': '/b' }, sidebars: { '/': [{ text: 'B', link: '/b' }] }, navbar: [] },
      pages: [page('/', 'index.md'), page('/a', 'a.md'), page('/b', 'b.md'), page('/c', 'c.md'), page('/C', 'C.md')],
      diagnostics: [],
    } as unknown as Manifest
    const links = [{ route: '/b', kind: 'page' }, { route: '/c', kind: 'page' }, { kind: 'external' }]
    const part = pageManifests(manifest)(manifest.pages[1]!, { links } as never)!
    expect(part.manifest.pages.map((p) => p.route)).toEqual(['/', '/a', '/b', '/c', '/C'])
    expect(part.manifest.site.redirects).toEqual({ '/old': '/b' })
    expect(part.hasSidebar).toBe(true)
    const alone = pageManifests(manifest)(manifest.pages[1]!, { links: [] } as never)!
    expect(alone.manifest.pages.map((p) => p.route)).toEqual(['/', '/a'])
    expect(alone.manifest.site.redirects).toEqual({})
  })

  it('is written into the shell as data no text can close, in place of the manifest preload', () => {
    const page: PageEntry = { route: '/a', file: 'a.md', title: 'A </script><b>', hash: 'h', size: 1 }
    const manifest = {
      version: 1,
      contentHash: 'x',
      generated: 0,
      site: { base: '/docs/', lang: 'en', title: 'Docs', redirects: {}, sidebars: {}, navbar: [], theme: {} },
      pages: [page],
      diagnostics: [],
    } as unknown as Manifest
    const entry = { js: '_app/main.js', firstPaint: { js: '_app/first-paint.js', preload: [] } }
    const part = pageManifests(manifest)(page, undefined)!
    const html = renderIndexHtml({ manifest, entry, page, pageManifest: part })
    const block = /<script type="application\/json" id="docs-page-manifest" data-route="\/a">(.*?)<\/script>/s.exec(
      html,
    )
    expect(block?.[1]).toContain('\\u003c/script>')
    expect(JSON.parse(block![1]!).pages.title).toEqual([page.title])
    expect(html).not.toContain('manifest.json')
    expect(renderIndexHtml({ manifest, entry, page })).toContain('href="/docs/manifest.json"')
  })
})
