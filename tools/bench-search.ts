// CLI: npm run bench:search — index build time, first-search bytes, query latency (Node) and time to first result (Chromium).

import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createSearchEngine } from '../manifest/search/search-engine'
import { tailTexts, unpackRecords } from '../manifest/search/pack-shards'
import type { SearchIndexManifest } from '../manifest/search/types'
import { buildSite } from './build/build-site'
import { CORPUS_DIR, prepareCorpus } from './lib/corpus-config'
import { toolFlags } from './lib/content-flags'
import { timeFirstSearch, writeBenchPage } from './bench/search-bench-browser'
import { benchQueries } from './bench/search-bench-queries'
import { serveStatic } from './serve/static-server'

const flags = toolFlags({
  name: 'bench:search',
  summary:
    'Search index build time, first-search bytes, query latency (Node) and time to first result (Chromium); docs-src and the shared corpus unless --src names one site.',
  flags: { 'no-browser': { type: 'boolean', description: 'skip the Chromium measurement' } },
})
const corpus = flags.srcGiven ? undefined : await prepareCorpus()
const sites: { name: string; src: string; siteConfig?: string; vars?: string }[] = flags.srcGiven
  ? [{ name: flags.src, src: flags.src, siteConfig: flags.siteConfig, vars: flags.vars }]
  : [
      { name: 'docs-src', src: 'docs-src', siteConfig: 'docs-src/site.config.json' },
      corpus ? { name: 'corpus', ...corpus } : { name: 'corpus', src: CORPUS_DIR },
    ]
const skipBrowser = flags.own['no-browser'] === true
const rows: Record<string, string | number>[] = []

for (const site of sites) {
  if (!existsSync(site.src)) {
    console.warn(`bench:search: ${site.name} skipped (${site.src} is absent)`)
    continue
  }
  const out = await mkdtemp(path.join(os.tmpdir(), 'bench-search-'))
  try {
    const { manifest, search: stats } = await buildSite({ ...site, base: flags.base ?? '/docs/', out })
    const read = async (name: string) => JSON.parse(await readFile(path.join(out, 'search', name), 'utf8')) as unknown
    const index = (await read('index.json')) as SearchIndexManifest
    const shards = (await Promise.all(index.shards.map(read))) as never[]
    const tails = (await Promise.all(index.tails.map(read))) as never[]
    let t = performance.now()
    const engine = createSearchEngine(unpackRecords(shards))
    const engineMs = performance.now() - t
    t = performance.now()
    engine.extend(tailTexts(tails))
    const tailMs = performance.now() - t
    const queries = benchQueries(unpackRecords(shards, tails))
    for (const q of queries) engine.search(q)
    // Three timed rounds; the median round is reported (the machine is shared, single rounds are noisy).
    const rounds = [0, 1, 2].map(() => {
      const times = queries.map((q) => {
        const s = performance.now()
        engine.search(q)
        return performance.now() - s
      })
      times.sort((a, b) => a - b)
      const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]
      return { p50: at(0.5), p95: at(0.95) }
    })
    rounds.sort((a, b) => a.p95 - b.p95)
    const median = rounds[1]
    const row: Record<string, string | number> = {
      site: site.name,
      pages: manifest.pages.length,
      records: stats.records,
      'index build ms': stats.ms,
      'engine build ms (first / tails)': `${Math.round(engineMs)} / ${Math.round(tailMs)}`,
      'first search KB raw/gzip': `${kb(stats.firstSearch.raw)} / ${kb(stats.firstSearch.gzip)}`,
      'first search requests (data)': stats.firstSearch.requests,
      'all files KB gzip': kb(stats.bytes.gzip),
      'queries (× 3 rounds)': queries.length,
      'query p50/p95 ms': `${median.p50.toFixed(2)} / ${median.p95.toFixed(2)}`,
    }
    if (!skipBrowser) {
      const server = await serveStatic({ root: out, base: '/docs/' })
      try {
        const origin = new URL(server.url).origin
        const page = await writeBenchPage(out, '/docs/')
        const first = await timeFirstSearch(origin, page, '/docs/', 'job options')
        row['Chromium 400kbit/400ms: first result ms'] = first.ms
        row['… requests / KB on wire'] = `${first.requests} / ${kb(first.bytes)}`
      } finally {
        await server.close()
      }
    }
    rows.push(row)
  } finally {
    await rm(out, { recursive: true, force: true })
  }
}

for (const row of rows) {
  console.log(`\n${row.site}`)
  console.table(
    Object.entries(row)
      .slice(1)
      .map(([measure, value]) => ({ measure, value })),
  )
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1)
}
