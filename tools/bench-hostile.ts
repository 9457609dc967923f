// CLI: npm run bench:hostile [-- --src DIR --site-config FILE --vars FILE --base PATH] [--node-only]
// Times hostile pages: by default generated ones (tools/bench/hostile-inputs.ts) in a folder of
// their own added to docs-src; with --src, the largest pages of that tree. The whole build, pass
// by pass (docs-src alone, then with the hostile folder), with the page each pass spent longest
// on. Node: each page's render through the pipeline the build uses. Chromium: each page opened in
// the built site until it is fully shown (or shows its error), with the longest main-thread task.
// Budgets: the hostile folder adds at most 30 s to the build and no page takes over 2 s in any
// pass (the 5 MB page 10 s); ≤ 1 MB inputs 2 s in Node and 3 s in Chromium, the 5 MB page 10 s,
// no task over 2 s.

import { existsSync, readFileSync } from 'node:fs'
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createMarkdown, splitFrontmatter } from '../manifest/markdown/index'
import { buildSite } from './publish/build-site'
import { launchChromium } from './lib/chromium'
import { toolFlags } from './lib/content-flags'
import { printTable } from './bench/print-table'
import { END_MARK, writeHostileInputs } from './bench/hostile-inputs'
import { createPassClock, type PassTiming } from './publish/pass-clock'
import { serveStatic } from './serve/static-server'

const BUDGET = {
  smallMs: { node: 2000, chromium: 3000 },
  largeMs: 10_000,
  taskMs: 2000,
  largeBytes: 1_000_000,
  /** What the hostile folder may add to the whole build. */
  addedBuildMs: 30_000,
  /** What one page, of any size, may take in any pass of the build (issue: hardening, round two). */
  passPageMs: 2000,
}
/** The docs the generated pages are added to, and their folder there. */
const DOCS = 'docs-src'
const HOSTILE_FOLDER = 'hostile/'
/** How long the bench waits for a page in Chromium. */
const CHROMIUM_LIMIT_MS = 30_000
/**
 * A page without the end mark (binary, refused) is shown once its content has not changed for this
 * long; long pages are added piece by piece, with a second or more between pieces.
 */
const QUIET_MS = 5000
/** Pages of a given --src tree measured (the largest). */
const LARGEST = 12

const flags = toolFlags({
  name: 'bench:hostile',
  summary: 'Render times of hostile pages in Node and Chromium (default: generated inputs).',
  flags: { 'node-only': { type: 'boolean', description: 'skip the Chromium part' } },
})

const work = await mkdtemp(path.join(os.tmpdir(), 'bench-hostile-'))
const src = flags.srcGiven ? flags.src : path.join(work, 'src')
const configOf = (dir: string) =>
  flags.siteConfig ?? (existsSync(path.join(dir, 'site.config.json')) ? path.join(dir, 'site.config.json') : undefined)
const siteConfig = configOf(flags.srcGiven ? src : DOCS)

try {
  // Without --src: docs-src alone first, then with the generated pages in a folder of their own.
  const alone = flags.srcGiven ? undefined : await timedBuild(DOCS, configOf(DOCS), 'docs-src alone')
  let hostileFiles: Set<string> | undefined
  if (!flags.srcGiven) {
    await cp(DOCS, src, { recursive: true })
    hostileFiles = new Set((await writeHostileInputs(src, HOSTILE_FOLDER)).map((input) => input.file))
  }
  const built = await timedBuild(src, siteConfig, flags.srcGiven ? src : `docs-src with ${HOSTILE_FOLDER}`)
  const { manifest } = built
  const sizes = new Map(manifest.pages.map((p) => [p.file, p.size ?? 0]))
  // The pages a pass is judged by: the generated ones (or, with --src, every page's markdown).
  printPasses(built.passes, alone, sizes, (file) => (hostileFiles ? hostileFiles.has(file) : sizes.has(file)))
  const pages = manifest.pages
    .map((p) => ({ route: p.route, file: p.file, size: p.size ?? 0 }))
    .filter((p) => (hostileFiles ? hostileFiles.has(p.file) : !p.file.startsWith('_parts/')))
    .sort((a, b) => b.size - a.size)
    .slice(0, flags.srcGiven ? LARGEST : undefined)

  const md = createMarkdown({
    vars: manifest.site.vars,
    readFile: (rel) => {
      const full = path.join(src, rel)
      return existsSync(full) ? readFileSync(full, 'utf8') : undefined
    },
  })
  const rows: string[][] = []
  const browser = flags.own['node-only'] ? undefined : await launchChromium()
  const server = browser ? await serveStatic({ root: path.join(work, 'out'), base: manifest.site.base }) : undefined
  try {
    // The browser opens the site once, untimed: the first page a fresh browser process shows pays
    // for starting it (about 3 s more on the 5 MB page measured first). Each page timed is still
    // opened in a new context, with an empty cache.
    if (browser && server) await timeChromium(browser, server.url)
    for (const entry of pages) {
      const raw = await readFile(path.join(src, entry.file))
      const nodeMs = timeNode(md, raw, entry.file)
      process.stderr.write(`${entry.file} … `)
      const shown =
        browser && server ? await timeChromium(browser, server.url + entry.route.replace(/^\//, '')) : undefined
      process.stderr.write(`${shown ? `${Math.round(shown.ms)} ms, ${shown.state}` : 'done'}\n`)
      const budget =
        entry.size > BUDGET.largeBytes ? { node: BUDGET.largeMs, chromium: BUDGET.largeMs } : BUDGET.smallMs
      const ok =
        nodeMs <= budget.node && (!shown || (shown.ms <= budget.chromium && shown.longestTaskMs <= BUDGET.taskMs))
      rows.push([
        entry.file,
        (entry.size / 1024).toFixed(0),
        String(Math.round(nodeMs)),
        shown ? String(Math.round(shown.ms)) : '–',
        shown ? String(Math.round(shown.longestTaskMs)) : '–',
        shown?.state ?? '–',
        ok ? 'ok' : 'OVER',
      ])
    }
  } finally {
    await browser?.close()
    await server?.close()
  }
  printTable(['page', 'KB', 'Node ms', 'Chromium ms', 'longest task', 'shown as', 'budget'], rows)
  console.log(
    `\nbudgets: ≤ ${BUDGET.largeBytes / 1e6} MB pages ${BUDGET.smallMs.node} ms in Node and ${BUDGET.smallMs.chromium} ms in Chromium; larger ${BUDGET.largeMs} ms; no main-thread task over ${BUDGET.taskMs} ms.`,
  )
  console.log(
    'Node: the page through the build pipeline (frontmatter, includes, render). Chromium (the site opened once before,',
  )
  console.log('untimed; each page in a new context with an empty cache): from navigation until the')
  console.log(
    `page end is shown, its error view is, or the content stopped changing for ${QUIET_MS / 1000} s (then: the last change).`,
  )
  if (rows.some((r) => r[6] === 'OVER')) process.exitCode = 1
} finally {
  await rm(work, { recursive: true, force: true })
}

interface TimedBuild {
  manifest: Awaited<ReturnType<typeof buildSite>>['manifest']
  ms: number
  passes: PassTiming[]
}

/** Builds `dir` into a folder of the work folder, with its passes timed. */
async function timedBuild(dir: string, config: string | undefined, name: string): Promise<TimedBuild> {
  const clock = createPassClock()
  const started = performance.now()
  process.stderr.write(`building ${name} … `)
  const { manifest } = await buildSite({
    src: dir,
    siteConfig: config,
    vars: flags.vars,
    base: flags.base,
    out: path.join(work, 'out'),
    clock,
  })
  const ms = performance.now() - started
  process.stderr.write(`${Math.round(ms)} ms\n`)
  console.log(
    `${name}: built ${manifest.pages.length} pages in ${Math.round(ms)} ms (${manifest.diagnostics.length} findings)`,
  )
  return { manifest, ms, passes: clock.timings() }
}

/**
 * Prints the build's passes: their time (and docs-src's alone, and what the hostile folder
 * added), and the page each spent longest on; sets the exit code when a budget is exceeded.
 */
function printPasses(
  passes: PassTiming[],
  alone: TimedBuild | undefined,
  sizes: Map<string, number>,
  judged: (file: string) => boolean,
): void {
  const aloneMs = new Map(alone?.passes.map((p) => [p.pass, p.ms]))
  let over = false
  const rows = passes.map((p) => {
    const pages = p.files.filter((f) => judged(f.file))
    const worst = pages[0]
    // Every page against the one budget, the 5 MB page included.
    const overs = pages.filter((f) => f.ms > BUDGET.passPageMs)
    over ||= overs.length > 0
    const small = pages.find((f) => (sizes.get(f.file) ?? 0) <= BUDGET.largeBytes)
    return [
      p.pass,
      alone ? String(Math.round(aloneMs.get(p.pass) ?? 0)) : '–',
      String(Math.round(p.ms)),
      alone ? String(Math.round(p.ms - (aloneMs.get(p.pass) ?? 0))) : '–',
      worst ? worst.file : '–',
      worst ? String(Math.round(worst.ms)) : '–',
      small && small !== worst ? `${small.file} ${Math.round(small.ms)}` : '',
      overs.length ? `OVER (${overs.map((f) => f.file).join(', ')})` : 'ok',
    ]
  })
  const total = passes.reduce((n, p) => n + p.ms, 0)
  const aloneTotal = alone ? alone.passes.reduce((n, p) => n + p.ms, 0) : 0
  const added = total - aloneTotal
  const addedOk = !alone || added <= BUDGET.addedBuildMs
  over ||= !addedOk
  rows.push([
    'whole build',
    alone ? String(Math.round(aloneTotal)) : '–',
    String(Math.round(total)),
    alone ? String(Math.round(added)) : '–',
    '',
    '',
    '',
    addedOk ? 'ok' : 'OVER',
  ])
  console.log('')
  printTable(['pass', 'docs-src ms', 'ms', 'added ms', 'worst page', 'its ms', 'worst ≤ 1 MB page, ms', 'budget'], rows)
  console.log(
    `\nbudgets: the hostile folder adds at most ${BUDGET.addedBuildMs / 1000} s to the build; no page, whatever its size, over ${BUDGET.passPageMs} ms in any pass.`,
  )
  console.log(
    "A page's time in a pass: its render and entry (manifest), its head, its shell with its head (shells), its brotli copy's\ncompression (on libuv's threads, beside others), its scan for media (offline list).\n",
  )
  if (over) process.exitCode = 1
}

/** Milliseconds the pipeline takes for one file (a file that is not UTF-8 is refused at once). */
function timeNode(md: ReturnType<typeof createMarkdown>, raw: Buffer, file: string): number {
  const start = performance.now()
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(raw)
    const { body, bodyLine } = splitFrontmatter(text)
    md.render(body, file, bodyLine)
  } catch {
    // Refused (not UTF-8) or failed: the build reports it; the time is what it took to find out.
  }
  return performance.now() - start
}

interface Shown {
  ms: number
  longestTaskMs: number
  state: 'end' | 'error' | 'settled' | 'not shown'
}

/** Opens `url` and waits until the page is fully shown; see the legend printed above. */
async function timeChromium(browser: Awaited<ReturnType<typeof launchChromium>>, url: string): Promise<Shown> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(`(() => {
    const probe = { longest: 0, lastChange: 0, end: 0 }
    window.__hostile = probe
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) probe.longest = Math.max(probe.longest, task.duration)
    }).observe({ type: 'longtask', buffered: true })
    // The page end is looked for in what is added, once per added node (reading the whole
    // content's text at every poll cost the 5 MB page over a second of its main thread).
    new MutationObserver((records) => {
      probe.lastChange = performance.now()
      if (probe.end) return
      for (const record of records) {
        for (const node of record.addedNodes) {
          const element = node.nodeType === 1 ? node : node.parentElement
          if (node.isConnected && element && element.closest('main .content') && node.textContent.includes(${JSON.stringify(END_MARK)})) {
            probe.end = probe.lastChange
            return
          }
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })()`)
  try {
    await page.goto(url, { waitUntil: 'commit' })
    const result = await page
      .waitForFunction(
        `(() => {
        const probe = window.__hostile
        const content = document.querySelector('main .content')
        if (probe.end && content && content.textContent.includes(${JSON.stringify(END_MARK)})) return { state: 'end', ms: probe.end }
        if (document.querySelector('.page-error')) return { state: 'error', ms: performance.now() }
        if (content && probe.lastChange && performance.now() - probe.lastChange > ${QUIET_MS}) return { state: 'settled', ms: probe.lastChange }
        return false
      })()`,
        undefined,
        { timeout: CHROMIUM_LIMIT_MS, polling: 50 },
      )
      .catch(() => undefined)
    const { state, ms } = result
      ? ((await result.jsonValue()) as { state: Shown['state']; ms: number })
      : { state: 'not shown' as const, ms: CHROMIUM_LIMIT_MS }
    const longestTaskMs = (await page.evaluate('window.__hostile.longest').catch(() => CHROMIUM_LIMIT_MS)) as number
    return { ms, longestTaskMs, state }
  } finally {
    await context.close()
  }
}
