// Benchmark: manifest build time, render time of the largest pages, peak memory, manifest size.
// npm run bench:manifest [-- --src DIR --site-config FILE --vars FILE]

import { readFile } from 'node:fs/promises'
import MarkdownIt from 'markdown-it'
import os from 'node:os'
import { gzipSync } from 'node:zlib'
import { buildManifest } from '../manifest/builder/build-manifest'
import { compactManifest } from '../manifest/compact'
import { createMarkdown, splitFrontmatter } from '../manifest/markdown/index'
import { createRouteResolver, createUrlResolver } from '../manifest/paths/index'
import type { SiteConfigInput } from '../manifest/config/site-config-types'
import { benchInputs } from './lib/corpus-config'
import { toolFlags } from './lib/content-flags'
import { readDocs } from './lib/read-docs'

const RUNS = 7
const BUILD_BUDGET_MS = 3000
const API_PAGE = 'api/index.md'
const API_BUDGET_MS = 60
const GZIP_BUDGET = 30 * 1024

let peakHeap = 0
const sampleHeap = () => {
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)
}

async function readJson(file: string | undefined): Promise<Record<string, unknown>> {
  return file ? (JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>) : {}
}

/** User + system CPU time of a `process.cpuUsage` delta, in milliseconds. */
function cpuMs(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1000
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

const ms = (n: number) => `${n.toFixed(1)} ms`
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`

async function main() {
  const input = await benchInputs(
    toolFlags({
      name: 'bench:manifest',
      summary:
        'Manifest build time, render time of the largest pages, peak memory and manifest size (default: the shared corpus).',
    }),
  )
  const t0 = performance.now()
  const files = await readDocs(input.src)
  const readMs = performance.now() - t0
  const config = (await readJson(input.siteConfig)) as SiteConfigInput
  const vars = (await readJson(input.vars)) as Record<string, string>
  sampleHeap()

  const t1 = performance.now()
  const c1 = process.cpuUsage()
  const { manifest, details } = buildManifest({ files, config, vars, now: Date.now() })
  const buildMs = performance.now() - t1
  const buildCpuMs = cpuMs(process.cpuUsage(c1))
  sampleHeap()

  const texts = new Map(files.flatMap((f) => (f.text === undefined ? [] : [[f.path, f.text]])))
  const resolver = createRouteResolver(manifest.pages, manifest.site.redirects)
  const renderer = createMarkdown({
    vars: manifest.site.vars,
    readFile: (p) => texts.get(p),
    resolveUrl: createUrlResolver(manifest.site, resolver),
  })
  const largest = files
    .filter((f) => f.path.endsWith('.md') && f.text !== undefined)
    .sort((a, b) => b.size - a.size)
    .slice(0, 10)
  const renders = largest.map((f) => {
    const { body, bodyLine } = splitFrontmatter(f.text ?? '')
    renderer.render(body, f.path, bodyLine)
    const times: number[] = []
    const cpu: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now()
      const startCpu = process.cpuUsage()
      renderer.render(body, f.path, bodyLine)
      times.push(performance.now() - start)
      cpu.push(cpuMs(process.cpuUsage(startCpu)))
    }
    sampleHeap()
    return { file: f.path, size: f.size, median: median(times), cpu: median(cpu) }
  })

  const wire = compactManifest(manifest)
  // Plain markdown-it on the same text: a yardstick when the machine is busy.
  const api = largest.find((f) => f.path === API_PAGE)
  const plainMd = new MarkdownIt({ html: true })
  const baseline = api
    ? median(
        Array.from({ length: RUNS }, () => {
          const start = performance.now()
          plainMd.render(api.text ?? '')
          return performance.now() - start
        }),
      )
    : undefined

  const manifestJson = JSON.stringify(wire)
  const detailsJson = JSON.stringify(details)
  const gz = gzipSync(manifestJson, { level: 9 }).length
  const gz6 = gzipSync(manifestJson).length
  const gzPart = (value: unknown) => kb(gzipSync(JSON.stringify(value)).length)
  sampleHeap()
  const maxRss = process.resourceUsage().maxRSS * 1024

  const load = os.loadavg()[0].toFixed(1)
  console.log(`bench:manifest — ${input.label} (load average ${load} on ${os.cpus().length} CPUs)`)
  const all = [...manifest.diagnostics, ...(details.linkDiagnostics ?? [])]
  const errors = all.filter((d) => d.severity === 'error').length
  const apiBudget = (file: string, median: number) =>
    file === API_PAGE ? budget(median <= API_BUDGET_MS, `≤ ${API_BUDGET_MS} ms`) : ''
  const rows: [string, string, string][] = [
    ['pages', String(manifest.pages.length), ''],
    ['diagnostics', `${errors} errors, ${all.length - errors} warnings`, ''],
    ['read files (I/O)', ms(readMs), ''],
    [
      'manifest build (render all pages)',
      `${ms(buildMs)} (cpu ${ms(buildCpuMs)})`,
      budget(buildMs <= BUILD_BUDGET_MS, `≤ ${BUILD_BUDGET_MS} ms`),
    ],
    ...renders.map((r): [string, string, string] => [
      `render ${r.file} (${kb(r.size)}), median of ${RUNS}`,
      `${ms(r.median)} (cpu ${ms(r.cpu)})`,
      apiBudget(r.file, r.median),
    ]),
    ...(baseline === undefined
      ? []
      : [[`baseline: plain markdown-it on ${API_PAGE}`, ms(baseline), ''] as [string, string, string]]),
    ['peak RSS', mb(maxRss), ''],
    ['peak heap used (sampled)', mb(peakHeap), ''],
    ['manifest.json raw', kb(manifestJson.length), ''],
    ['manifest.json gzip -9 / -6', `${kb(gz)} / ${kb(gz6)}`, budget(gz6 < GZIP_BUDGET, '< 30 KB')],
    [
      '  gzip of parts: pages / site / diagnostics',
      `${gzPart(wire.pages)} / ${gzPart(wire.site)} / ${gzPart(wire.diagnostics)}`,
      '',
    ],
    ['manifest.pages.json raw / gzip', `${kb(detailsJson.length)} / ${kb(gzipSync(detailsJson).length)}`, ''],
  ]
  const w0 = Math.max(...rows.map((r) => r[0].length))
  const w1 = Math.max(...rows.map((r) => r[1].length))
  for (const [a, b, c] of rows) console.log(`${a.padEnd(w0)}  ${b.padStart(w1)}  ${c}`)
}

function budget(ok: boolean, text: string): string {
  return `${ok ? 'ok' : 'OVER'} (budget ${text})`
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
