// A page's part of the manifest joined with its navigation shard is what the app takes the page
// over with: for every page of our docs and of the corpus it must resolve the page, render it and
// show its navbar and sidebar (every link resolving to the same page) as the whole manifest does.

import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteRendererFor } from '../../../app/page-load/render/site-renderer'
import { resolvePage } from '../../../app/lib/resolve-page'
import { siteIndexFor } from '../../../app/lib/site-index'
import { splitFrontmatter } from '../../../manifest/markdown'
import { joinNavShard } from '../../../manifest/nav/nav-shard'
import { parseManifest } from '../../../manifest/parse'
import { selectSidebar } from '../../../manifest/nav/sidebar'
import type { Manifest, NavItem, PageEntry } from '../../../manifest/types'
import { writeNavShards } from '../../../tools/publish/nav-shards'
import { pageManifests } from '../../../tools/publish/page-manifest'
import { loadManifest, readSiteInputs } from '../../../tools/publish/write-manifest'
import { CORPUS_DIR, CORPUS_VARS, hasCorpus, NO_CORPUS_MESSAGE, writeCorpusSiteConfig } from '../../support/corpus'

const DOCS = path.resolve(__dirname, '../../../docs-src')

const links = (items: NavItem[]): string[] =>
  items.flatMap((item) => [...(item.link === undefined ? [] : [item.link]), ...links(item.children ?? [])])

/** What the app shows of a page and its navigation from `site`, as comparable text. */
function shown(site: Manifest, page: PageEntry, render: (site: Manifest) => string): string {
  const { resolver, pages } = siteIndexFor(site)
  const sidebar = selectSidebar(site.site.sidebars, page.route)?.items ?? []
  const navLinks = [...links(site.site.navbar), ...links(sidebar)].map((link) => {
    const hit = resolver.resolve(link)
    const entry = hit && pages.get(hit.route)
    return [link, hit, entry?.title, entry?.file]
  })
  return JSON.stringify([resolvePage(site, page.route), site.site.navbar, sidebar, navLinks, render(site)])
}

/** Every page that shows differently from its part and shard than from the whole manifest. */
async function differences(src: string, siteConfig?: string, vars?: string) {
  const options = { src, siteConfig, vars }
  const [{ manifest, envs }, { files }] = await Promise.all([loadManifest(options), readSiteInputs(options)])
  const out = await mkdtemp(path.join(os.tmpdir(), 'nav-shards-'))
  try {
    const texts = new Map(files.map((f) => [f.path, f.text]))
    const readFile_ = (file: string) => texts.get(file)
    const navOf = writeNavShards(out, manifest)
    const partOf = pageManifests(manifest)
    const shards = new Map<string, Manifest>()
    const differ: string[] = []
    let pages = 0
    for (const page of manifest.pages.filter((p) => !p.home)) {
      const part = partOf(page, envs.get(page.file))
      const name = navOf(page.route)
      if (!part || !name) {
        differ.push(`${page.route}: no ${part ? 'shard' : 'part'}`)
        continue
      }
      if (!shards.has(name)) shards.set(name, parseManifest(JSON.parse(await readFile(path.join(out, name), 'utf8'))))
      const joined = joinNavShard(part.manifest, shards.get(name)!)
      const { body, bodyLine } = splitFrontmatter(texts.get(page.file) ?? '')
      const render = (site: Manifest) => siteRendererFor(site).render(body, page.file, bodyLine, readFile_).html
      if (shown(joined, page, render) !== shown(manifest, page, render)) differ.push(`${page.route}: shows differently`)
      // The shown page's own entry is whole (its description and time are read).
      expect(siteIndexFor(joined).pages.get(page.route)).toEqual(page)
      pages++
    }
    return { differ, pages, shards: shards.size, allPages: manifest.pages.length }
  } finally {
    await rm(out, { recursive: true, force: true })
  }
}

describe('navigation shards', () => {
  it('show every page of docs-src with its navigation as the whole manifest does', async () => {
    const { differ, pages, shards } = await differences(DOCS, path.join(DOCS, 'site.config.json'))
    expect(pages).toBeGreaterThan(700)
    expect(shards).toBeGreaterThan(5)
    expect(differ).toEqual([])
  }, 120_000)

  it.skipIf(!hasCorpus)(
    'show every page of the corpus with its navigation as the whole manifest does',
    async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'nav-shards-corpus-'))
      try {
        const { differ, pages } = await differences(CORPUS_DIR, await writeCorpusSiteConfig(dir), CORPUS_VARS)
        expect(pages).toBeGreaterThan(690)
        expect(differ).toEqual([])
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    },
    120_000,
  )
  if (!hasCorpus) it.skip(NO_CORPUS_MESSAGE, () => undefined)
})
