// CLI: npm run bench:scale [-- --src DIR --site-config FILE --vars FILE --base PATH --out DIR] [--times N]
// [--compress gzip|brotli|both] [--text-query WORDS]
// The same site at 1× and at N× (default 10: the corpus plus nine copies under v1/…v9/,
// tools/bench/scale-site.ts), built and measured in one run and printed side by side: build time
// and memory, what a first visit must download, heading and text on the slow link, search.

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import os from 'node:os'
import path from 'node:path'
import { buildSite } from './publish/build-site'
import { launchChromium } from './lib/chromium'
import { toolFlags } from './lib/content-flags'
import { benchInputs } from './lib/corpus-config'
import { printTable } from './bench/print-table'
import { freshPage, measureLoad, type LoadSample, type NetworkProfile } from './bench/load-metrics'
import { writeScaledSite } from './bench/scale-site'
import { measureSearchLatency } from './bench/search-latency'
import { timeFirstSearch, writeBenchPage } from './bench/search-bench-browser'
import { serveStatic } from './serve/static-server'
import type { Manifest } from '../manifest/types'
import { COMPRESS_FLAG, compressionsOrExit, type Compression } from './bench/compress-flag'

const SLOW: NetworkProfile = { name: '400 kbit/s, 400 ms RTT', downKbps: 400, rttMs: 400 }
/** Pages opened cold on the slow link (docs-root files; those that exist are measured). */
const PAGES = ['manual/jobs/job-options.md', 'api/index.md']
/** The search timed first: titles and headings answer it. */
const TITLE_QUERY = 'job options'
/**
 * A query the corpus answers from sections' text (its words are in no title or heading of the
 * best hits): on a site split by term, their rows come from chunks by record, one request each.
 */
const TEXT_QUERY = 'quartz threadpool'

const flags = toolFlags({
  name: 'bench:scale',
  summary: 'The site at 1× and at N× (copies under v1/…), measured side by side (default: the shared corpus).',
  flags: {
    times: { type: 'string', description: 'how many times larger the big site is (default 10)' },
    'text-query': {
      type: 'string',
      description: `a query whose best hits are found in their text alone (default "${TEXT_QUERY}")`,
    },
    ...COMPRESS_FLAG,
  },
})
const times = Number(flags.own.times ?? 10)
const textQuery = String(flags.own['text-query'] ?? TEXT_QUERY)
if (!Number.isInteger(times) || times < 2) {
  console.error('bench:scale: --times must be a whole number of at least 2')
  process.exit(2)
}
const compressions = compressionsOrExit('bench:scale', flags.own.compress)
const input = await benchInputs(flags)
const work = flags.out ?? (await mkdtemp(path.join(os.tmpdir(), 'bench-scale-')))

/** What one scale measured. */
interface ScaleFigures {
  pages: number
  manifestMs: number
  searchIndexMs: number
  buildMs: number
  peakRssMb: number
  /** Files the build wrote, per page (shells, markdown and its copies, search, app…). */
  filesPerPage: number
  manifestGzip: number
  searchGzip: number
  firstResultsGzip: number
  firstSearchGzip: number
  /** Page loads and the first search, once per compression asked for. */
  served: ServedFigures[]
  queryP95: number
}

/** What the browser measured with the site served in one encoding. */
interface ServedFigures {
  compression: Compression['name']
  loads: { file: string; sample?: LoadSample }[]
  firstSearch?: { ms: number; fullTextMs: number }
  textSearch?: { ms: number; fullTextMs: number }
}

async function measure(src: string, siteConfig: string | undefined, label: string): Promise<ScaleFigures> {
  console.log(`building ${label} …`)
  const out = path.join(work, `out-${label}`)
  const built = await buildSite({ src, siteConfig, vars: input.vars, base: flags.base, out })
  const peakRssMb = process.resourceUsage().maxRSS / 1024
  const files = (await readdir(out, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length
  const manifestGzip = gzipSync(await readFile(path.join(out, 'manifest.json'))).length
  const latency = await measureSearchLatency(out)
  const served: ServedFigures[] = []
  for (const compression of compressions) {
    served.push(await measureServed(out, built.manifest, compression, label))
  }
  return {
    pages: built.manifest.pages.length,
    manifestMs: built.timings.manifestMs,
    searchIndexMs: built.search.ms,
    buildMs: built.timings.totalMs,
    peakRssMb,
    filesPerPage: files / built.manifest.pages.length,
    manifestGzip,
    searchGzip: built.search.bytes.gzip,
    firstResultsGzip: built.search.firstResults.gzip,
    firstSearchGzip: built.search.firstSearch.gzip,
    served,
    queryP95: latency.p95,
  }
}

/** Opens the measured pages cold and times the first search, with the site served in one encoding. */
async function measureServed(
  out: string,
  manifest: Manifest,
  compression: Compression,
  label: string,
): Promise<ServedFigures> {
  const server = await serveStatic({ root: out, base: manifest.site.base, encodings: compression.encodings })
  const browser = await launchChromium()
  const loads: ServedFigures['loads'] = []
  try {
    const routes = new Map(manifest.pages.map((p) => [p.file, p.route]))
    for (const file of PAGES) {
      const route = routes.get(file)
      if (!route) continue
      const context = await browser.newContext()
      try {
        const { page, cdp } = await freshPage(context, SLOW)
        loads.push({ file, sample: await measureLoad(page, cdp, server.url + route.replace(/^\//, '')) })
      } catch (error) {
        console.warn(
          `bench:scale: ${file} at ${label}, ${compression.name}: ${(error as Error).message.split('\n')[0]}`,
        )
        loads.push({ file })
      } finally {
        await context.close()
      }
    }
    const base = manifest.site.base
    const benchPage = await writeBenchPage(out, base)
    const origin = new URL(server.url).origin
    const firstSearch = await timeFirstSearch(origin, benchPage, base, TITLE_QUERY)
    const textSearch = await timeFirstSearch(origin, benchPage, base, textQuery)
    return { compression: compression.name, loads, firstSearch, textSearch }
  } finally {
    await browser.close()
    await server.close()
  }
}

try {
  const one = await measure(input.src, input.siteConfig, '1x')
  console.log(`writing the ${times}× site …`)
  const scaled = await writeScaledSite(input.src, input.siteConfig, times, path.join(work, `site-${times}x`))
  const many = await measure(scaled.src, scaled.siteConfig, `${times}x`)

  const kb = (bytes: number) => (bytes / 1024).toFixed(1)
  const ms = (value: number | undefined) => (value === undefined ? '–' : String(Math.round(value)))
  const ratio = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined || a === 0 ? '–' : `${(b / a).toFixed(2)}×`
  const row = (
    name: string,
    a: number | undefined,
    b: number | undefined,
    show: (v: number) => string,
    budget = '',
  ) => [name, a === undefined ? '–' : show(a), b === undefined ? '–' : show(b), ratio(a, b), budget]
  const rows = [
    row('pages', one.pages, many.pages, String),
    row('manifest build ms', one.manifestMs, many.manifestMs, ms),
    row('search index build ms', one.searchIndexMs, many.searchIndexMs, ms),
    row(
      'manifest + index ms',
      one.manifestMs + one.searchIndexMs,
      many.manifestMs + many.searchIndexMs,
      ms,
      '≤ 10000 at 10×',
    ),
    row('whole build ms', one.buildMs, many.buildMs, ms, '≤ 150000 at 100×'),
    row('peak RSS MB (process so far)', one.peakRssMb, many.peakRssMb, (v) => v.toFixed(0), '≤ 3072 at 100×'),
    row('output files per page', one.filesPerPage, many.filesPerPage, (v) => v.toFixed(2), '≤ 3'),
    row('manifest.json KB gzip', one.manifestGzip, many.manifestGzip, kb),
    row('search files KB gzip', one.searchGzip, many.searchGzip, kb),
    row('first results KB gzip (index.json)', one.firstResultsGzip, many.firstResultsGzip, kb),
    row('complete results KB gzip (2-word query, at most)', one.firstSearchGzip, many.firstSearchGzip, kb),
  ]
  for (const [c, served] of one.served.entries()) {
    const other = many.served[c]
    const name = served.compression
    for (const [i, load] of served.loads.entries()) {
      const b = other?.loads.find((l) => l.file === load.file)?.sample
      const a = load.sample
      rows.push(row(`${name}: ${load.file}: KB before heading`, a?.bytes, b?.bytes, kb, '≤ 1.10×'))
      rows.push(row(`${name}: ${load.file}: KB before text`, a?.textBytes, b?.textBytes, kb, '≤ 1.10×'))
      rows.push(row(`${name}: ${load.file}: heading ms`, a?.heading, b?.heading, ms, '≤ 1.10×'))
      rows.push(row(`${name}: ${load.file}: text ms`, a?.text, b?.text, ms, '≤ 1.10×'))
      rows.push(row(`${name}: ${load.file}: app ms`, a?.app, b?.app, ms))
      if (i === 0)
        rows.push(row(`${name}: ${load.file}: JS+CSS KB before text`, a?.textJsCssBytes, b?.textJsCssBytes, kb))
    }
    const search = [served.firstSearch, other?.firstSearch]
    rows.push(row(`${name}: first results on the slow link ms`, search[0]?.ms, search[1]?.ms, ms, '≤ 1× + 300 at 100×'))
    rows.push(
      row(`${name}: complete results on the slow link ms`, search[0]?.fullTextMs, search[1]?.fullTextMs, ms, '≤ 3000'),
    )
    const text = [served.textSearch, other?.textSearch]
    rows.push(
      row(`${name}: … of "${textQuery}" (text alone) ms`, text[0]?.fullTextMs, text[1]?.fullTextMs, ms, '≤ 3000'),
    )
  }
  rows.push(row('query p95 ms (Node)', one.queryP95, many.queryP95, (v) => v.toFixed(2), '≤ 10 at 10×'))
  console.log(
    `\n${input.label} at 1× and ${times}× (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs)`,
  )
  printTable(['measure', '1×', `${times}×`, `${times}× / 1×`, 'budget'], rows)
  console.log(`\nslow link: ${SLOW.name}, cold cache, one visit per page. KB as transferred (in the encoding named).`)
  console.log('first / full-text results: from asking to hits in hand on a page that has loaded nothing of search yet')
  console.log("(code, index.json, engine build in the worker, query), then until the query's term parts are in too")
  console.log(`(and, on a site split by term, its outline parts and its best hits' rows). Queries: "${TITLE_QUERY}";`)
  console.log(`"${textQuery}", whose best hits are found in their text alone.`)
  console.log('Peak RSS is the whole process (build, servers) at the end of each scale.')
  console.log('Not measured here: npm run dev at scale (run bench:dev with --src on a kept tree: --out DIR keeps it).')
} finally {
  if (!flags.out) await rm(work, { recursive: true, force: true })
}
