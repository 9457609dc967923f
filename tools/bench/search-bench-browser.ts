// Chromium part of the search bench: time to first result on an emulated slow link (CDP network conditions).

import { writeFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { build } from 'esbuild'
import { launchChromium } from '../lib/chromium'
import { APP_FILES, appBuildOptions } from '../../esbuild.config'

/** Emulated link: 400 kbit/s each way, 400 ms round trip. */
const SLOW_LINK = {
  offline: false,
  latency: 400,
  downloadThroughput: 400_000 / 8,
  uploadThroughput: 400_000 / 8,
}

/** What one first search cost in the browser. */
export interface BrowserFirstSearch {
  /**
   * From starting the search to the first hits in hand (code and index.json: the titles, and the
   * headings on a small site; on a site split by term, the lead pages' titles, else the complete results).
   */
  ms: number
  /** From starting the search to the complete results (the query's term parts of the full text in too). */
  fullTextMs: number
  /** Requests and encoded (on the wire) bytes until the complete results. */
  requests: number
  bytes: number
  hits: number
}

/**
 * Writes `out/_bench/` (a page whose script lazy-imports the search runtime exactly like the app's
 * facade does) and returns its path under the base.
 */
export async function writeBenchPage(out: string, base: string): Promise<string> {
  const dir = path.join(out, '_bench')
  await mkdir(dir, { recursive: true })
  const runtime = path.resolve(APP_FILES.searchRuntime)
  const request = path.resolve(APP_FILES.searchIndexRequest)
  const entry = path.join(dir, 'entry.ts')
  // The app has its shared modules before the reader searches (main.tsx imports them, and the
  // runtime imports them too): the page loads them with itself, before the timing starts.
  const shared = APP_FILES.sharedChunks.map((file) => `import ${JSON.stringify(path.resolve(file))}\n`).join('')
  // As the app's search facade does: index.json requested together with the runtime's code.
  await writeFile(
    entry,
    shared +
      `import { readIndexManifest, requestSearchIndex } from ${JSON.stringify(request)}\n` +
      `const w = window as unknown as Record<string, unknown>\n` +
      `w.benchSearch = async (base: string, q: string) => {\n` +
      `  const started = performance.now()\n` +
      `  const index = requestSearchIndex(base).then(readIndexManifest)\n` +
      `  const m = await import(${JSON.stringify(runtime)})\n` +
      `  const rt = await m.createSearchRuntime(base, index)\n` +
      `  const first = await rt.search(q)\n` +
      `  let ms = first.hits.length ? performance.now() - started : undefined\n` +
      // Asked again until nothing is pending (a site split by term answers in steps); the first
      // result is the first answer with hits (a large site's lead pages may have none).
      `  let full = first\n` +
      `  while (full.pending) {\n` +
      `    await full.pending\n` +
      `    full = await rt.search(q)\n` +
      `    if (ms === undefined && full.hits.length) ms = performance.now() - started\n` +
      `  }\n` +
      `  const fullTextMs = performance.now() - started\n` +
      `  return { ms: ms ?? fullTextMs, fullTextMs, hits: full.hits.length }\n` +
      `}\n`,
  )
  await build({
    ...appBuildOptions,
    entryPoints: { bench: entry },
    entryNames: '[name]',
    outdir: dir,
    write: true,
    logLevel: 'error',
  })
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>search bench</title>` +
      `<script type="module" src="${base}_bench/bench.js"></script>`,
  )
  return `${base}_bench/index.html`
}

/** Opens the bench page on the slow link and times one first search for `query`. */
export async function timeFirstSearch(
  origin: string,
  pagePath: string,
  base: string,
  query: string,
): Promise<BrowserFirstSearch> {
  const browser = await launchChromium()
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINK)
    await page.goto(origin + pagePath, { waitUntil: 'load' })
    await page.waitForFunction(() => 'benchSearch' in globalThis)
    // Playwright's events, not the page's CDP session: they include the search worker's requests
    // (the outline file and the term parts), which share the page's emulated link.
    let requests = 0
    let bytes = 0
    const sized: Promise<void>[] = []
    page.on('requestfinished', (request) => {
      requests += 1
      sized.push(
        request.sizes().then((s) => {
          bytes += s.responseHeadersSize + s.responseBodySize
        }),
      )
    })
    type Timed = Pick<BrowserFirstSearch, 'ms' | 'fullTextMs' | 'hits'>
    const timed = await page.evaluate(
      ([b, q]) => (globalThis as unknown as { benchSearch(b: string, q: string): Promise<Timed> }).benchSearch(b, q),
      [base, query] as const,
    )
    await Promise.all(sized)
    return { ms: Math.round(timed.ms), fullTextMs: Math.round(timed.fullTextMs), hits: timed.hits, requests, bytes }
  } finally {
    await browser.close()
  }
}
