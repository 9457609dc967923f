// CLI: npm run bench:search — index build time, first-search bytes, query latency (Node) and time to first result (Chromium).

import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { buildSite } from './publish/build-site'
import { CORPUS_DIR, prepareCorpus } from './lib/corpus-config'
import { toolFlags } from './lib/content-flags'
import { timeFirstSearch, writeBenchPage } from './bench/search-bench-browser'
import { measureSearchLatency } from './bench/search-latency'
import { serveStatic } from './serve/static-server'
import { COMPRESS_FLAG, compressionsOrExit } from './bench/compress-flag'

const flags = toolFlags({
  name: 'bench:search',
  summary:
    'Search index build time, first-search bytes, query latency (Node) and time to first result (Chromium); docs-src and the shared corpus unless --src names one site.',
  flags: { 'no-browser': { type: 'boolean', description: 'skip the Chromium measurement' }, ...COMPRESS_FLAG },
})
const compressions = compressionsOrExit('bench:search', flags.own.compress)
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
    const latency = await measureSearchLatency(out)
    const row: Record<string, string | number> = {
      site: site.name,
      pages: manifest.pages.length,
      records: stats.records,
      'index build ms': stats.ms,
      'engine build ms (outline / + every term part / snippet texts)': [
        latency.outlineMs,
        latency.engineMs,
        latency.tailMs,
      ]
        .map(Math.round)
        .join(' / '),
      'first results KB gzip (index.json: the titles, and the headings on a small site)': kb(stats.firstResults.gzip),
      'term parts: count / largest KB gzip / all KB gzip': `${stats.termParts.count} / ${kb(stats.termParts.maxGzip)} / ${kb(stats.termParts.gzip)}`,
      'complete results of a two-word query, at most: KB raw/gzip': `${kb(stats.firstSearch.raw)} / ${kb(stats.firstSearch.gzip)}`,
      'complete results of a two-word query, at most: requests (data)': stats.firstSearch.requests,
      'all files KB gzip': kb(stats.bytes.gzip),
      'queries (× 3 rounds)': latency.queries,
      'query p50/p95 ms': `${latency.p50.toFixed(2)} / ${latency.p95.toFixed(2)}`,
      [`recall@5 of ${latency.typos.cases} titles as typed / with one typing error`]: `${percent(latency.typos.exact)} / ${percent(latency.typos.typo)}`,
    }
    for (const compression of skipBrowser ? [] : compressions) {
      const server = await serveStatic({ root: out, base: '/docs/', encodings: compression.encodings })
      try {
        const origin = new URL(server.url).origin
        const page = await writeBenchPage(out, '/docs/')
        const first = await timeFirstSearch(origin, page, '/docs/', 'job options')
        row[`Chromium 400kbit/400ms, ${compression.name}: first results ms`] = first.ms
        row[`… ${compression.name}: complete results ms`] = first.fullTextMs
        row[`… ${compression.name}: requests / KB on wire`] = `${first.requests} / ${kb(first.bytes)}`
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

function percent(share: number): string {
  return `${Math.round(share * 100)} %`
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1)
}
