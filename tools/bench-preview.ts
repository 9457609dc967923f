// Benchmark of the browser preview of a local folder (`<base>_preview/`) in Chromium: the site is
// built and served, a folder is given to the preview's folder input (setInputFiles) and the time
// from the pick (the input's change event) to the first page shown is taken, for docs-src and
// the shared corpus with its compat site config (copied with it into one folder, as an author's
// folder holds its site.config.json and vars.json); then a kept folder: an edit written to a file
// of it and the time until the page shows it. Chromium's folder picker cannot be driven, so the
// kept folder is one of the browser's private file system (OPFS) handed to the preview in place
// of the picker's: the preview reads and polls it by the same code as a folder on disk.
// npm run bench:preview [-- --src DIR --site-config FILE --vars FILE] [--runs N]

import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchChromium } from './lib/chromium'
import { prepareCorpus } from './lib/corpus-config'
import { toolFlags } from './lib/content-flags'
import { isSkippedPath } from './lib/read-docs'
import { printTable } from './bench/print-table'
import { INIT_SCRIPT, WAIT_FOR_FIRST_PAGE, WRITE_FILES } from './bench/preview-pages'
import { WAIT_FOR_TEXT } from './bench/wait-for-text'
import { buildSite } from './publish/build-site'
import { serveStatic } from './serve/static-server'

/** Budgets of the issue: pick → first page shown; a kept folder's edit → shown. */
const DOCS_SRC_BUDGET_MS = 3000
const CORPUS_BUDGET_MS = 5000
const EDIT_BUDGET_MS = 1000
const EDITS = 10
/** The page a kept folder's edits are made in (docs-src). */
const EDITED_PAGE = 'manual/jobs/job-options.md'
const EDITED_ROUTE = 'manual/jobs/job-options'

const now = () => performance.timeOrigin + performance.now()
const ms = (value: number) => `${Math.round(value)} ms`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** A folder as an author has it: the docs with their site config and variables at the top. */
async function authorFolder(dir: string, name: string, src: string, siteConfig?: string, vars?: string) {
  const folder = path.join(dir, name)
  await cp(src, folder, { recursive: true })
  if (siteConfig) await cp(siteConfig, path.join(folder, 'site.config.json'))
  if (vars) await cp(vars, path.join(folder, 'vars.json'))
  return folder
}

/** One pick of `folder`: from the input's change event, and from the call, to the first page shown. */
async function pick(browser: Browser, url: string, folder: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(INIT_SCRIPT)
  await page.goto(`${url}_preview/`)
  await page.locator('input[type="file"]').waitFor({ state: 'attached' })
  const shown = page.evaluate(`(${WAIT_FOR_FIRST_PAGE})()`) as Promise<number>
  const called = now()
  await page.setInputFiles('input[type="file"]', folder)
  const at = await shown
  const picked = (await page.evaluate('window.__picked')) as number
  // Every page rendered and the problems listed (a large folder's first page comes from a skimmed build).
  await page.waitForFunction('document.documentElement.dataset.docsPreviewUpdates !== undefined', undefined, {
    timeout: 60_000,
  })
  const full = now() - called
  await context.close()
  return { fromPick: at - picked, fromCall: at - called, full }
}

/** Every file of `folder` as `[path, base64]`, dot-folders and node_modules left out. */
async function folderFiles(folder: string, rel = ''): Promise<[string, string][]> {
  const out: [string, string][] = []
  for (const entry of await readdir(path.join(folder, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name
    if (isSkippedPath(child)) continue
    if (entry.isDirectory()) out.push(...(await folderFiles(folder, child)))
    else if (entry.isFile()) out.push([child, (await readFile(path.join(folder, child))).toString('base64')])
  }
  return out
}

/** A kept folder (OPFS, see the header): the first page, then EDITS edits of one page and the time each took to show. */
async function keptFolder(browser: Browser, url: string, folder: string) {
  const context = await browser.newContext()
  const page: Page = await context.newPage()
  await page.addInitScript(INIT_SCRIPT)
  await page.goto(`${url}_preview/${EDITED_ROUTE}`)
  const files = await folderFiles(folder)
  for (let i = 0; i < files.length; i += 100)
    await page.evaluate(`(${WRITE_FILES})(${JSON.stringify([files.slice(i, i + 100), i === 0])})`)
  const shown = page.evaluate(`(${WAIT_FOR_FIRST_PAGE})()`) as Promise<number>
  const clicked = now()
  await page.locator('button', { hasText: 'Keep a folder open' }).click()
  const first = (await shown) - clicked
  const original = await readFile(path.join(folder, EDITED_PAGE), 'utf8')
  const latencies: number[] = []
  for (let i = 1; i <= EDITS; i++) {
    const text = `Bench edit number ${i} ${Math.random().toString(36).slice(2, 8)}`
    const painted = page.evaluate(`(${WAIT_FOR_TEXT})(${JSON.stringify(text)})`) as Promise<number>
    const edited = original.replace(/\n\n/, `\n\n${text}\n\n`)
    const write = JSON.stringify([[[EDITED_PAGE, Buffer.from(edited).toString('base64')]], false])
    const saved = (await page.evaluate(`(${WRITE_FILES})(${write})`)) as number
    latencies.push((await painted) - saved)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await context.close()
  return { first, latencies }
}

async function main() {
  const flags = toolFlags({
    name: 'bench:preview',
    summary:
      'The browser preview of a local folder: pick → first page shown for docs-src and the shared corpus (or --src), and a kept folder’s edit → shown.',
    flags: { runs: { type: 'string', value: 'N', description: 'picks of each folder (default 3)' } },
  })
  const runs = Number(flags.own.runs ?? 3)
  const dir = await mkdtemp(path.join(os.tmpdir(), 'runbook-bench-preview-'))
  const out = path.join(dir, 'site')
  await buildSite({ src: 'docs-src', siteConfig: 'docs-src/site.config.json', base: '/docs/', out })
  const server = await serveStatic({ root: out, base: '/docs/' })
  const folders: { label: string; folder: string; budget: number }[] = []
  if (flags.srcGiven) {
    const folder = await authorFolder(dir, 'src', flags.src, flags.siteConfig, flags.vars)
    folders.push({ label: flags.src, folder, budget: CORPUS_BUDGET_MS })
  } else {
    folders.push({ label: 'docs-src', folder: path.resolve('docs-src'), budget: DOCS_SRC_BUDGET_MS })
    const corpus = await prepareCorpus()
    if (corpus) {
      const folder = await authorFolder(dir, 'corpus', corpus.src, corpus.siteConfig, corpus.vars)
      folders.push({ label: 'corpus (709 pages, compat config)', folder, budget: CORPUS_BUDGET_MS })
    } else console.log('bench:preview: ../shared is absent: the corpus is not measured')
  }
  const browser = await launchChromium()
  const rows: string[][] = []
  let over = false
  try {
    for (const { label, folder, budget } of folders) {
      const times: { fromPick: number; fromCall: number; full: number }[] = []
      for (let i = 0; i < runs; i++) {
        times.push(await pick(browser, server.url, folder))
        console.log(`${label}: pick ${i + 1}: ${ms(times.at(-1)!.fromPick)}`)
      }
      const pickMedian = median(times.map((t) => t.fromPick))
      over ||= pickMedian > budget
      rows.push([
        `${label}: pick → first page shown (median of ${runs})`,
        ms(pickMedian),
        times.map((t) => ms(t.fromPick)).join(', '),
        ms(median(times.map((t) => t.fromCall))),
        `≤ ${ms(budget)}`,
        pickMedian <= budget ? 'ok' : 'OVER',
      ])
      const full = times.map((t) => t.full)
      rows.push([
        `${label}: every page built, problems listed (median)`,
        ms(median(full)),
        full.map(ms).join(', '),
        '',
        '',
        '',
      ])
    }
    if (!flags.srcGiven) {
      const kept = await keptFolder(browser, server.url, path.resolve('docs-src'))
      const p50 = median(kept.latencies)
      const worst = Math.max(...kept.latencies)
      over ||= worst > EDIT_BUDGET_MS
      rows.push(['docs-src kept (OPFS): pick → first page shown', ms(kept.first), '', '', '', ''])
      rows.push([
        `docs-src kept (OPFS): edit saved → shown (median, worst of ${EDITS})`,
        ms(p50),
        kept.latencies.map(ms).join(', '),
        ms(worst),
        `≤ ${ms(EDIT_BUDGET_MS)}`,
        worst <= EDIT_BUDGET_MS ? 'ok' : 'OVER',
      ])
    }
  } finally {
    await browser.close()
    await server.close()
    await rm(dir, { recursive: true, force: true })
  }
  printTable(['measure', 'figure', 'runs', 'from the setInputFiles call / worst', 'budget', ''], rows)
  if (over) process.exitCode = 1
}

await main()
