// Benchmark of the author loop as an author meets it: `npm run dev -- --src … --port 0` spawned as
// a child process, timed from the spawn to the page's heading in Chromium, cold (the dev server's
// caches and the TypeScript loader's removed first) and warm (a second start on the same folder);
// then save-to-paint latency over 20 edits, the first one counted.
// npm run bench:dev [-- --src DIR --site-config FILE --vars FILE]   (default: a copy of the shared corpus)

import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchChromium } from './lib/chromium'
import { benchInputs } from './lib/corpus-config'
import { toolFlags } from './lib/content-flags'
import { printTable } from './bench/print-table'
import { spawnDev, type DevProcess } from './bench/dev-process'
import { WAIT_FOR_TEXT } from './bench/wait-for-text'
import { parseManifest } from '../manifest/parse'

const REPO = path.resolve(import.meta.dirname, '..')
/** The dev server's caches (tools/dev: the app's plain markdown-it module, the saved renders). */
const CACHE_DIR = path.join(REPO, 'node_modules/.cache')
const EDITS = 20
/** Edits listed one by one in the report. */
const LISTED_EDITS = 8
/** Command to the page's heading, cold, at the corpus's size; from ten times its pages on (issue: speed at scale). */
const START_BUDGET_MS = 3000
const LARGE_START_BUDGET_MS = 5000
const LARGE_SITE_PAGES = 7000
/** Save → paint over the edits, the first one counted (issue: dev as typed). */
const P50_BUDGET_MS = 100
const P95_BUDGET_MS = 150
/** The page opened and edited: a long page deep in the tree. */
const PAGE = 'manual/jobs/job-options.md'

const now = () => performance.timeOrigin + performance.now()
const ms = (value: number) => `${value.toFixed(0)} ms`

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** The route of a docs file as the manifest names it (checked against the served manifest). */
function routeOf(file: string): string {
  return '/' + file.replace(/(^|\/)index\.md$/i, '$1').replace(/\.md$/i, '')
}

/** One start of the dev CLI to the page's heading. */
interface Start {
  dev: DevProcess
  page: Page
  /** Epoch ms: the shell's answer arrived, its heading visible, the app showing the page, live updates connected. */
  response: number
  heading: number
  app: number
  connected: number
}

async function start(browser: Browser, args: string[], env: Record<string, string>): Promise<Start> {
  // The author's browser is open before the command (a tab of its own for each start).
  const page = await browser.newPage()
  const dev = spawnDev(REPO, args, env)
  const url = await dev.url
  let response = 0
  page.on('response', (r) => {
    if (!response && r.request().isNavigationRequest()) response = now()
  })
  await page.goto(url + routeOf(PAGE).slice(1), { waitUntil: 'commit' })
  // The page's heading as bench:load counts it: the shell's (its first paint) or the app's.
  await page.locator('main h1, .boot-shell h1').first().waitFor({ state: 'visible' })
  const heading = now()
  await page.locator('main h1').first().waitFor({ state: 'visible' })
  const app = now()
  await page.waitForFunction("document.documentElement.dataset.docsDev === 'connected'")
  return { dev, page, response, heading, app, connected: now() }
}

/** Rows of where a start's time went, from the spawn. */
function phaseRows(run: Start, label: string): string[][] {
  const from = run.dev.spawned
  const rows: [string, number][] = []
  for (const [name, at] of run.dev.phases) {
    rows.push([name === 'modules loaded' ? 'npm, tsx and node up, the CLI’s modules loaded' : name, at - from])
  }
  rows.push(['shell answered', run.response - from])
  rows.push(['heading visible', run.heading - from])
  rows.push(['the app shows the page (main h1)', run.app - from])
  rows.push(['live updates connected', run.connected - from])
  return rows.sort((a, b) => a[1] - b[1]).map(([name, value]) => [`${label}: ${name}`, ms(value)])
}

async function main() {
  const input = await benchInputs(
    toolFlags({
      name: 'bench:dev',
      summary:
        'npm run dev as typed: command to the first page in Chromium, cold and warm, and save-to-paint latency over 20 edits (default: a copy of the shared corpus).',
    }),
  )
  // The bench edits files, so it works on a copy; the config stays where it is unless inside src.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'runbook-bench-dev-'))
  const src = path.join(dir, 'src')
  await cp(input.src, src, { recursive: true })
  const siteConfig =
    input.siteConfig && path.resolve(input.siteConfig).startsWith(path.resolve(input.src) + path.sep)
      ? path.join(src, path.relative(input.src, input.siteConfig))
      : input.siteConfig
  const args = ['--src', src, '--port', '0']
  if (siteConfig) args.push('--site-config', siteConfig)
  if (input.vars) args.push('--vars', input.vars)
  // Cold: what the dev server keeps between runs is removed, and the TypeScript loader's compile
  // cache (kept under the temp folder) starts empty in a temp folder of its own.
  for (const name of await readdir(CACHE_DIR).catch(() => [] as string[])) {
    if (name.startsWith('runbook-dev')) await rm(path.join(CACHE_DIR, name), { recursive: true, force: true })
  }
  const tmp = path.join(dir, 'tmp')
  await mkdir(tmp)
  const env = { TMPDIR: tmp }

  const browser = await launchChromium()
  let running: DevProcess | undefined
  try {
    const cold = await start(browser, args, env)
    running = cold.dev
    // The author edits once the site is ready: the page live, the problems of every page listed.
    const ready = await cold.dev.line(/^\d+ pages(,| \()/)
    const problems = await cold.dev.line(/\d+ errors, \d+ warnings/)
    const page = cold.page
    const manifest = parseManifest(await (await fetch((await cold.dev.url) + 'manifest.json')).json())
    const entry = manifest.pages.find((p) => p.file === PAGE)
    if (!entry || entry.route !== routeOf(PAGE)) throw new Error(`${PAGE} is not served at ${routeOf(PAGE)}`)
    const editsFrom = now()

    const file = path.join(src, PAGE)
    const original = await readFile(file, 'utf8')
    const latencies: number[] = []
    for (let i = 1; i <= EDITS; i++) {
      const text = `Bench edit number ${i} ${Math.random().toString(36).slice(2, 8)}`
      const painted = page.evaluate(`(${WAIT_FOR_TEXT})(${JSON.stringify(text)})`) as Promise<number>
      await new Promise((r) => setTimeout(r, 50))
      const written = now()
      await writeFile(file, original.replace(/\n\n/, `\n\n${text}\n\n`))
      latencies.push((await painted) - written)
      await new Promise((r) => setTimeout(r, 150))
    }
    await writeFile(file, original)
    await new Promise((r) => setTimeout(r, 300))
    const rebuilds = cold.dev.output.map((l) => /^updated .* in (\d+) ms$/.exec(l)?.[1]).filter((v) => v !== undefined)
    await cold.dev.stop()
    running = undefined
    await page.context().close()

    // A second start on the same folder: the renders the first run saved are used (saved-renders.ts).
    const warm = await start(browser, args, env)
    running = warm.dev
    await warm.dev.stop()
    running = undefined

    const pages = manifest.pages.length
    const large = pages >= LARGE_SITE_PAGES
    const startBudget = large ? LARGE_START_BUDGET_MS : START_BUDGET_MS
    const coldMs = cold.heading - cold.dev.spawned
    const warmMs = warm.heading - warm.dev.spawned
    const p50 = percentile(latencies, 50)
    const p95 = percentile(latencies, 95)
    const ok = (value: number, budget: number) => `${value <= budget ? 'ok' : 'OVER'} (budget ≤ ${budget} ms)`
    console.log(`bench:dev — ${input.label} (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs)`)
    console.log(`command: npm run dev -- ${args.join(' ')}`)
    printTable(
      ['measure', 'value', 'budget'],
      [
        ['pages', String(pages), ''],
        ['cold: command → heading visible', ms(coldMs), ok(coldMs, startBudget)],
        ['warm: command → heading visible', ms(warmMs), ok(warmMs, startBudget)],
        ['cold: command → ready (every page rendered)', ms(ready - cold.dev.spawned), ''],
        ['cold: command → problems listed', ms(problems - cold.dev.spawned), ''],
        ['cold: command → first edit', ms(editsFrom - cold.dev.spawned), ''],
        [
          `save → paint, ${EDITS} edits of ${PAGE}: p50`,
          ms(p50),
          large ? '(budget at the corpus size only)' : ok(p50, P50_BUDGET_MS),
        ],
        [`save → paint: p95`, ms(p95), large ? '' : ok(p95, P95_BUDGET_MS)],
        [
          `save → paint: edits 1–${LISTED_EDITS} (ms)`,
          '',
          latencies
            .slice(0, LISTED_EDITS)
            .map((v) => v.toFixed(0))
            .join(', '),
        ],
        ['save → paint: min / max', `${ms(Math.min(...latencies))} / ${ms(Math.max(...latencies))}`, ''],
        ['server rebuild per save (read + manifest + diff): p50', ms(percentile(rebuilds.map(Number), 50)), ''],
      ],
    )
    console.log('')
    printTable(
      ['where the time goes, from the command', 'at'],
      [...phaseRows(cold, 'cold'), ...phaseRows(warm, 'warm')],
    )
    if (coldMs > startBudget || warmMs > startBudget || (!large && (p50 > P50_BUDGET_MS || p95 > P95_BUDGET_MS)))
      process.exitCode = 1
  } finally {
    await running?.stop()
    await browser.close()
    await rm(dir, { recursive: true, force: true })
  }
}

await main()
