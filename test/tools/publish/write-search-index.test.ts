// The search files written for docs-src and a small site: hashed names, one shard and one term part for a small site, a query's parts within their budget, records matching the renderer's slugs.

import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMarkdown, splitFrontmatter } from '../../../manifest/markdown/index'
import { extractRecords } from '../../../manifest/search/extract-records'
import { isSearchTexts, titleRecords, unpackRecords } from '../../../manifest/search/pack-shards'
import { isTermPart, partsOfQuery } from '../../../manifest/search/term-parts'
import { createSearchEngine } from '../../../manifest/search/search-engine'
import type {
  SearchIndexManifest,
  SearchOutline,
  SearchRecord,
  SearchTexts,
  TermPart,
} from '../../../manifest/search/types'
import type { Manifest } from '../../../manifest/types'
import { loadManifest } from '../../../tools/publish/write-manifest'
import { largeSiteRecords } from '../../support/large-site-records'
import { gzipSync } from 'node:zlib'
import { packRecords } from '../../../manifest/search/pack-shards'
import {
  HEAD_STEPS,
  OUTLINE_BUDGET,
  SINGLE_TIER_BUDGET,
  TERM_PART_TARGET,
  TITLES_BUDGET,
  packForTransport,
  writeSearchIndex,
  type SearchIndexStats,
} from '../../../tools/publish/write-search-index'

/** index.json and the term part, shard and tail files it names, as written under `dir/search/`. */
async function readWritten(dir: string) {
  const read = async (name: string) => JSON.parse(await readFile(path.join(dir, 'search', name), 'utf8')) as unknown
  const index = (await read('index.json')) as SearchIndexManifest
  const parts = (await Promise.all(index.terms.files.map(read))) as TermPart[]
  const shards = (await Promise.all(index.shards.map(read))) as SearchTexts[]
  const tails = (await Promise.all(index.tails.map(read))) as SearchTexts[]
  /** Titles and headings: index.json's, or the outline file's when index.json has the titles only. */
  const outline = index.outlineFile ? ((await read(index.outlineFile)) as SearchOutline) : index.outline
  return { index, parts, shards, tails, outline }
}

describe('tools/publish/write-search-index', () => {
  let out: string
  let manifest: Manifest
  let records: SearchRecord[]
  let stats: SearchIndexStats

  beforeAll(async () => {
    out = await mkdtemp(path.join(os.tmpdir(), 'search-index-'))
    const built = await loadManifest({ src: 'docs-src', siteConfig: 'docs-src/site.config.json' })
    manifest = built.manifest
    records = built.records
    stats = await writeSearchIndex({ manifest, records, out })
  })
  afterAll(() => rm(out, { recursive: true, force: true }))

  it('writes index.json and content-hashed shards for a small site in one request', async () => {
    const small = await mkdtemp(path.join(os.tmpdir(), 'search-index-small-'))
    try {
      const src = 'test/fixtures/sites/basic'
      const built = await loadManifest({ src, siteConfig: `${src}/site.config.json` })
      const site = built.manifest
      const smallStats = await writeSearchIndex({ manifest: site, records: built.records, out: small })
      const { index, shards, parts } = await readWritten(small)
      expect(index).toMatchObject({ v: 4, manifestHash: site.contentHash, tails: [] })
      expect(index.search.mode).toBe('offline')
      expect(index.shards).toHaveLength(1)
      expect(index.shards[0]).toMatch(/^shard-0\.[0-9a-f]{10}\.json$/)
      expect(index.terms.files).toEqual([expect.stringMatching(/^terms-0\.[0-9a-f]{10}\.json$/)])
      expect(parts.every(isTermPart)).toBe(true)
      expect((await readdir(path.join(small, 'search'))).sort()).toEqual(
        ['index.json', ...index.terms.files, ...index.shards].sort(),
      )
      expect(smallStats.firstSearch.requests).toBe(2)
      expect(smallStats.records).toBe(index.records)
      expect(smallStats.bytes.gzip).toBeGreaterThan(0)
      expect(shards.every(isSearchTexts)).toBe(true)
      expect(unpackRecords(index.outline, shards)).toEqual(built.records)
      expect(new Set(built.records.map((r) => r.url.split('#')[0]))).toEqual(new Set(site.pages.map((p) => p.route)))
    } finally {
      await rm(small, { recursive: true, force: true })
    }
  })

  it('indexes every page of docs-src, within the first-search budget, and gives back every record exactly', async () => {
    const { index, shards, tails, outline } = await readWritten(out)
    expect(index).toMatchObject({ v: 4, manifestHash: manifest.contentHash, lang: 'en-US' })
    expect(stats.records).toBe(index.records)
    expect(stats.firstSearch.gzip).toBeLessThanOrEqual(400 * 1024)
    // A query's complete results need index.json and its terms' parts: a two-word query at most two
    // parts, each within the target, and together with index.json far less than all the text.
    expect(stats.termParts.count).toBeGreaterThan(4)
    expect(stats.termParts.maxGzip).toBeLessThanOrEqual(TERM_PART_TARGET)
    // The first keystroke searches the titles of index.json alone: the headings are a file of their
    // own (fetched with the query's term parts), which a site of docs-src's size needs.
    expect(index.outlineFile).toBeDefined()
    expect(index.outline.sections).toEqual([])
    expect(stats.firstResults.gzip).toBeLessThanOrEqual(OUTLINE_BUDGET)
    const outlineGzip = gzipSync(await readFile(path.join(out, 'search', index.outlineFile!))).length
    expect(stats.firstSearch.gzip).toBeLessThanOrEqual(stats.firstResults.gzip + outlineGzip + 2 * TERM_PART_TARGET)
    expect(stats.firstSearch.gzip).toBeLessThan(stats.bytes.gzip / 3)
    const pages = new Set(titleRecords(index.outline).map((r) => r.url))
    expect(pages).toEqual(new Set(manifest.pages.map((p) => p.route)))
    expect(unpackRecords(outline, shards, tails)).toEqual(records)
  })

  it("answers titles and headings from the outline alone, the full text once the query's term parts are added, and snippets once the shards are", async () => {
    const { index, parts, shards, outline } = await readWritten(out)
    const engine = createSearchEngine(unpackRecords(outline))
    expect(engine.search('job options')[0]?.url).toMatch(/job-options$/)
    const page = manifest.pages.find((p) => p.file === 'manual/jobs/job-options.md')!
    const bodyOnly = records.find((r) => r.url.startsWith(`${page.route}#`) && /\bvalues\b/i.test(r.content))!
    const query = bodyOnly.content.split(' ').slice(0, 6).join(' ')
    expect(engine.search(query).some((h) => h.url === bodyOnly.url)).toBe(false)
    const needed = partsOfQuery(query, index.terms)
    expect(needed.length).toBeGreaterThan(0)
    expect(needed.length).toBeLessThan(parts.length)
    for (const i of needed) engine.addTermPart(parts[i])
    expect(engine.search(query).find((h) => h.url === bodyOnly.url)).toBeDefined()
    for (const file of shards) engine.addTexts(file.text, file.from)
    const hit = engine.search(query).find((h) => h.url === bodyOnly.url)
    expect(hit?.content).toBe(bodyOnly.content.slice(0, hit?.content.length))
    expect(hit?.content).not.toBe('')
  })

  it('uses the renderer ids: every section url is a heading slug of its page', async () => {
    const md = createMarkdown({ vars: manifest.site.vars })
    const page = manifest.pages.find((p) => p.file === 'manual/jobs/job-options.md')!
    const { body, bodyLine } = splitFrontmatter(await readFile(path.join('docs-src', page.file), 'utf8'))
    const { html, env } = md.render(body, page.file, bodyLine)
    const records = extractRecords(html, page, env.headings)
    const slugs = new Set(env.headings.map((h) => h.slug))
    const sections = records.filter((r) => r.url.includes('#'))
    expect(sections.length).toBeGreaterThan(3)
    for (const r of sections) {
      const slug = r.url.split('#')[1]
      expect(slugs.has(slug), slug).toBe(true)
      expect(html).toContain(`id="${slug}"`)
      expect(r.lvl1).toBe(env.headings.find((h) => h.slug === slug)?.text)
    }
    expect(records[0]).toMatchObject({ url: page.route, lvl0: page.title })
    expect(records[0].lvl1).toBeUndefined()
  })

  it('the built index finds a page by its title before pages that only mention it', async () => {
    const { outline, shards } = await readWritten(out)
    const engine = createSearchEngine(unpackRecords(outline, shards))
    // Two pages are titled "Job Options" (the user guide and the getting-started guide): both come
    // before the pages that only mention job options.
    const top = engine
      .search('job options')
      .slice(0, 2)
      .map((hit) => hit.url)
    expect(new Set(top)).toEqual(new Set(['/manual/jobs/job-options', '/learning/getting-started/jobs/job-options']))
  })

  it('finds a release by its number and a security notice by its name, first', async () => {
    const { outline, shards } = await readWritten(out)
    const engine = createSearchEngine(unpackRecords(outline, shards))
    expect(engine.search('3.3.10')[0]?.url.split('#')[0]).toBe('/history/3_3_x/version-3.3.10')
    expect(engine.search('5.4.0')[0]?.url.split('#')[0]).toBe('/history/5_x/version-5.4.0')
    // The notice, at either of its two addresses (the one security index and the older CVEs folder).
    expect(['/history/cves/log4shell', '/history/CVEs/log4j']).toContain(
      engine.search('log4shell')[0]?.url.split('#')[0],
    )
  })

  /** Records of random words: `count` sections of `words` words each, five sections a page. */
  function randomRecords(count: number, wordsPerSection: (i: number) => number) {
    let seed = 42
    const rand = () => {
      seed ^= seed << 13
      seed ^= seed >>> 17
      seed ^= seed << 5
      return (seed >>> 0) / 4294967296
    }
    const word = () =>
      Array.from(
        { length: 3 + Math.floor(rand() * 6) },
        () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(rand() * 26)],
      ).join('')
    const words = (n: number) => Array.from({ length: n }, word).join(' ')
    return Array.from({ length: count }, (_, i) => ({
      url: `/p${Math.floor(i / 5)}${i % 5 ? `#s${i}` : ''}`,
      lvl0: `Page ${Math.floor(i / 5)}`,
      ...(i % 5 ? { lvl1: `Section ${i}` } : {}),
      content: words(wordsPerSection(i)),
    }))
  }

  /** The head every step is measured for in full: the largest that fits, else the smallest. */
  function headByTryingAll(records: ReturnType<typeof randomRecords>, shards: number): number {
    const fits = HEAD_STEPS.find((head) => {
      const packed = packRecords(records, { shards, headChars: head })
      return packed.shards.reduce((n, s) => n + gzipSync(JSON.stringify(s)).length, 0) <= SINGLE_TIER_BUDGET
    })
    return fits ?? HEAD_STEPS[HEAD_STEPS.length - 1]
  }

  it('splits a large site into at most 4 shards plus tails within the first-search budget', () => {
    const records = randomRecords(3000, (i) => 200 + (i % 50))
    const packed = packForTransport(records, manifest)
    expect(packed.index.shards.length).toBeGreaterThan(1)
    expect(packed.index.shards.length).toBeLessThanOrEqual(4)
    expect(packed.index.tails).toHaveLength(packed.index.shards.length)
    expect(packed.headChars).toBe(headByTryingAll(records, packed.index.shards.length))
  })

  it('moves the headings to a file of their own when they would make index.json too slow, keeping the titles', () => {
    const records = randomRecords(12_000, () => 20).map((r, i) =>
      r.lvl1 ? { ...r, lvl1: `${r.content.split(' ').slice(0, 4).join(' ')} ${i}`, url: `${r.url}-x` } : r,
    )
    const { index, files } = packForTransport(records, manifest)
    expect(index.outlineFile).toMatch(/^outline-0\.[0-9a-f]{10}\.json$/)
    expect(index.outline.sections).toEqual([])
    expect(index.outline.pages).toHaveLength(12_000 / 5)
    expect(gzipSync(JSON.stringify(index)).length).toBeLessThanOrEqual(OUTLINE_BUDGET)
    const read = (name: string) => JSON.parse(files.find(([n]) => n === name)![1])
    const texts = (kind: string) => files.filter(([n]) => n.startsWith(kind)).map(([, text]) => JSON.parse(text))
    expect(unpackRecords(read(index.outlineFile!), texts('shard'), texts('tail'))).toEqual(records)
    // A small site's index.json carries its headings.
    expect(packForTransport(records.slice(0, 500), manifest).index.outlineFile).toBeUndefined()
  })

  it('splits the outline by term and by record once the page titles alone would weigh over their budget', () => {
    const titlesGzip = (records: SearchRecord[]) =>
      gzipSync(JSON.stringify({ pages: packRecords(records, { shards: 1 }).outline.pages, sections: [] })).length
    const large = largeSiteRecords(3500)
    const packed = packForTransport(large, manifest)
    expect(titlesGzip(large)).toBeGreaterThan(TITLES_BUDGET)
    expect(packed.index.byTerm).toBeDefined()
    expect(packed.index.byTerm!.chunks).toBe(packed.files.filter(([name]) => name.startsWith('rows-')).length)
    expect(packed.files.filter(([name]) => name.startsWith('outline-')).length).toBe(packed.index.byTerm!.first.length)
    // Every file of the split outline carries the one hash index.json names.
    for (const [name] of packed.files.filter(([n]) => /^(outline|rows)-/.test(n))) {
      expect(name).toMatch(new RegExp(`^(outline|rows)-\\d+\\.${packed.index.byTerm!.hash}\\.json$`))
    }
    // Fewer pages: the titles stay in index.json.
    const smaller = largeSiteRecords(1500)
    expect(titlesGzip(smaller)).toBeLessThanOrEqual(TITLES_BUDGET)
    expect(packForTransport(smaller, manifest).index.byTerm).toBeUndefined()
  })

  it('keeps the largest head that fits, as trying every head would, though it measures less', () => {
    // 2,000 sections of about 600 characters: 400 and 320 characters a section are over the
    // budget, 260 fits (a head between the largest and the smallest).
    const records = randomRecords(2000, () => 100)
    const packed = packForTransport(records, manifest)
    expect(packed.headChars).toBe(headByTryingAll(records, packed.index.shards.length))
    expect(packed.headChars).not.toBe(HEAD_STEPS[0])
    expect(packed.headChars).not.toBe(HEAD_STEPS[HEAD_STEPS.length - 1])
  })
})
