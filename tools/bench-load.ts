// CLI: npm run bench:load [-- --src DIR --site-config FILE --vars FILE --base PATH --out DIR --compress gzip|brotli|both] [route ...]
// Builds the site (default: the shared corpus), serves it (gzip as stock nginx unless asked) and
// measures first-visit speed in Chromium.

import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchChromium } from './lib/chromium'
import { toolFlags } from './lib/content-flags'
import { printTable } from './bench/print-table'
import { COMPRESS_FLAG, compressionsOrExit } from './bench/compress-flag'
import { buildSite } from './publish/build-site'
import { CORPUS_DIR, CORPUS_VARS, hasCorpus, writeCorpusSiteConfig } from './lib/corpus-config'
import { serveStatic, type RunningServer } from './serve/static-server'
import { freshPage, measureClientNav, measureLoad, waitForWorker, type NetworkProfile } from './bench/load-metrics'
import { medianSample, readerSearchRuns, type ReaderSearchPlan } from './bench/reader-search'
import type { Manifest } from '../manifest/types'

/** Makes the app see a reader who saves data: it prefetches nothing (app/hooks/use-link-prefetch.ts). */
const NO_PREFETCH = `Object.defineProperty(navigator, 'connection', { value: { saveData: true } })`

/**
 * The reader's first search (issue 40): three seconds of reading after the text appears, then '/'
 * and "webhook" at 60 ms a key; SEARCH_RUNS runs per page, each in a fresh profile.
 */
const READER_SEARCH: ReaderSearchPlan = { query: 'webhook', readMs: 3000, keyDelayMs: 60 }
const SEARCH_RUNS = 5

/** How long the reader reads around a link before the "after reading" click (links in view are prefetched by then). */
const READING_MS = 3000

const PROFILES: NetworkProfile[] = [
  { name: '400 kbit/s, 400 ms RTT', downKbps: 400, rttMs: 400 },
  { name: 'unthrottled' },
]
/** Representative pages (docs-root files); the first 6 that exist are measured. */
const CANDIDATES = [
  'manual/jobs/job-options.md',
  'api/index.md',
  'administration/configuration/config-file-reference.md',
  'history/5_x/version-5.7.0.md',
  'learning/getting-started/index.md',
  'manual/projects/index.md',
  'about/introduction.md',
  'manual/jobs/index.md',
  'learning/tutorial/terminology.md',
  'about/getting-help.md',
]

const flags = toolFlags({
  name: 'bench:load',
  summary: 'Load times on an emulated 400 kbit/s link, cold and warm, for a few pages (default: the shared corpus).',
  positionals: '[PAGE.md…]',
  flags: COMPRESS_FLAG,
})
const compressions = compressionsOrExit('bench:load', flags.own.compress)
const useCorpus = !flags.srcGiven
const work = await mkdtemp(path.join(os.tmpdir(), 'bench-load-'))
const out = flags.out ?? path.join(work, 'site')

let src = flags.src
let siteConfig = flags.siteConfig
let vars = flags.vars
if (useCorpus) {
  if (!hasCorpus) {
    console.error(`${CORPUS_DIR} is absent; pass --src docs-src to measure our own site`)
    await rm(work, { recursive: true, force: true })
    process.exit(1)
  }
  src = CORPUS_DIR
  siteConfig = await writeCorpusSiteConfig(work)
  vars = flags.vars ?? CORPUS_VARS
}

console.log(`building ${src} …`)
const { manifest } = await buildSite({ src, siteConfig, vars, base: flags.base, out })
const pages = pickPages(manifest, flags.rest)
const browser = await launchChromium()
let server: RunningServer | undefined
try {
  for (const compression of compressions) {
    await server?.close()
    server = await serveStatic({ root: out, base: manifest.site.base, encodings: compression.encodings })
    for (const profile of PROFILES) {
      console.log(`\n${profile.name}, ${compression.name}`)
      const rows: string[][] = []
      for (const route of pages) rows.push(await benchPage(browser, profile, server.url, route))
      printTable(
        [
          'page',
          'cold h1',
          'FCP',
          'crit req',
          'crit KB',
          'JS+CSS KB',
          'text',
          'req→text',
          'KB→text',
          'JS+CSS→text',
          'app',
          'repeat h1',
          'nav h1',
          'nav, read 3 s',
          'nav → /api/',
          'explorer',
          'search dialog',
          'search first',
          'search full',
          'longest task',
          `search first, ${SEARCH_RUNS} runs`,
        ],
        rows,
      )
    }
  }
  console.log(
    '\ntimes in ms from navigation start; KB as transferred (in the encoding named) before the heading showed.',
  )
  console.log('text: first paragraph of the page painted (first paint or app); req→text, KB→text: requests and KB (all')
  console.log('kinds) finished before it; JS+CSS→text: KB of JS and CSS before it; app: the app has taken over.')
  console.log('repeat: same browser after the service worker took control; nav: click on the first link in the page')
  console.log('text once the page has settled (network quiet, main thread idle), without the service worker (its own')
  console.log('fetches bypass the emulated link) and without prefetching; nav, read 3 s: the same link scrolled into')
  console.log('view and clicked 3 s later (links in view are prefetched); nav → /api/: a link to api/, no prefetching.')
  console.log('explorer: on a page with the OpenAPI explorer, when its operations were shown (cold visit).')
  console.log(
    `search: a cold visit (fresh profile, no service worker); ${READER_SEARCH.readMs} ms after the text was painted the`,
  )
  console.log(
    `reader presses '/' and types "${READER_SEARCH.query}" at ${READER_SEARCH.keyDelayMs} ms a key. Times from the '/' press to the search`,
  )
  console.log("field shown (dialog), the first results painted (first) and the whole word's results from the full")
  console.log(
    `text too (full); longest task: main thread, meanwhile. Median of ${SEARCH_RUNS} runs; the last column lists each run's first.`,
  )
} finally {
  await browser.close()
  await server?.close()
  if (!flags.out) await rm(work, { recursive: true, force: true })
}

/** Cold visit, repeat visit and client-side navigations for one route under one profile. */
async function benchPage(browser: Browser, profile: NetworkProfile, siteUrl: string, route: string): Promise<string[]> {
  const context = await browser.newContext()
  // Client navigations without the service worker: its own fetches would bypass the page's
  // network emulation, and a link to a page not visited before goes to the network anyway.
  const navContext = await browser.newContext({ serviceWorkers: 'block' })
  try {
    const url = siteUrl + route.replace(/^\//, '')
    const { page, cdp } = await freshPage(context, profile)
    const cold = await measureLoad(page, cdp, url)
    const explorer = await explorerShownMs(page)
    await waitForWorker(page)
    await page.goto('about:blank')
    const repeat = await measureLoad(page, cdp, url)
    const open = async (prefetch: boolean) => {
      const navigating = await freshPage(navContext, profile)
      if (!prefetch) await navigating.page.addInitScript(NO_PREFETCH)
      await navigating.page.goto(url)
      await navigating.page.waitForFunction('window.__bench?.heading !== undefined')
      return navigating.page
    }
    // The first link in the page text (the breadcrumb's come first in the document); with
    // `readMs`, scrolled into view and clicked that long after.
    const followFirstLink = async (on: Page, readMs?: number) =>
      (await measureClientNav(on, { selector: 'main .content a[href]', readMs })) ??
      (await measureClientNav(on, { selector: 'main a[href]', readMs }))
    const measured = async <T>(prefetch: boolean, measure: (on: Page) => Promise<T>): Promise<T> => {
      const on = await open(prefetch)
      try {
        return await measure(on)
      } finally {
        await on.close()
      }
    }
    const nav = await measured(false, followFirstLink)
    // A reader scrolls to the link and reads around it before clicking.
    const afterReading = await measured(true, (on) => followFirstLink(on, READING_MS))
    const api = await measured(false, (on) => measureClientNav(on, { selector: `a[href="${manifest.site.base}api/"]` }))
    const searches = await readerSearchRuns(browser, profile, url, READER_SEARCH, SEARCH_RUNS).catch(
      (error: unknown) => {
        console.warn(`${route}: search run failed: ${(error as Error).message.split('\n')[0]}`)
        return undefined
      },
    )
    const search = searches && medianSample(searches)
    return [
      route,
      ms(cold.heading),
      ms(cold.fcp),
      String(cold.requests),
      kb(cold.bytes),
      kb(cold.jsCssBytes),
      ms(cold.text),
      cold.textRequests === undefined ? '–' : String(cold.textRequests),
      kb(cold.textBytes),
      kb(cold.textJsCssBytes),
      ms(cold.app),
      ms(repeat.heading),
      nav ? ms(nav.ms) : '–',
      afterReading ? ms(afterReading.ms) : '–',
      api ? ms(api.ms) : '–',
      ms(explorer),
      ms(search?.dialog),
      ms(search?.first),
      ms(search?.full),
      ms(search?.longestTask),
      searches ? searches.map((s) => ms(s.first)).join(' ') : '–',
    ]
  } catch (error) {
    return [route, `failed: ${(error as Error).message.split('\n')[0]}`]
  } finally {
    await navContext.close()
    await context.close()
  }
}

/** Milliseconds from navigation start until the page's OpenAPI explorer showed its document. */
async function explorerShownMs(page: Page): Promise<number | undefined> {
  if (!(await page.locator('.docs-widget[data-widget="openapi"]').count())) return undefined
  await page.waitForFunction(
    "document.querySelector('.openapi-explorer')?.dataset.openapiState === 'shown'",
    undefined,
    { timeout: 120_000, polling: 50 },
  )
  return (await page.evaluate('performance.now()')) as number
}

function pickPages(manifest: Manifest, asked: string[]): string[] {
  if (asked.length) return asked
  const byFile = new Map(manifest.pages.map((p) => [p.file, p.route]))
  const found = CANDIDATES.flatMap((f) => (byFile.has(f) ? [byFile.get(f)!] : []))
  const leaves = manifest.pages.filter((p) => !p.home).map((p) => p.route)
  return [...new Set([...found, ...leaves])].slice(0, 6)
}

function ms(value: number | undefined): string {
  return value === undefined ? '–' : String(Math.round(value))
}

function kb(bytes: number | undefined): string {
  return bytes === undefined ? '–' : (bytes / 1024).toFixed(1)
}
