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
  /** From starting the search to hits in hand (code + index download, engine build, query). */
  ms: number
  requests: number
  /** Encoded (on the wire) bytes of those requests. */
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
  const entry = path.join(dir, 'entry.ts')
  await writeFile(
    entry,
    `const w = window as unknown as Record<string, unknown>\n` +
      `w.benchSearch = async (base: string, q: string) => {\n` +
      `  const m = await import(${JSON.stringify(runtime)})\n` +
      `  const rt = await m.createSearchRuntime(base)\n` +
      `  return (await rt.search(q)).hits.length\n` +
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
    let requests = 0
    let bytes = 0
    cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
      requests += 1
      bytes += e.encodedDataLength
    })
    const started = Date.now()
    const hits = await page.evaluate(
      ([b, q]) => (globalThis as unknown as { benchSearch(b: string, q: string): Promise<number> }).benchSearch(b, q),
      [base, query] as const,
    )
    const ms = Date.now() - started
    return { ms, requests, bytes, hits }
  } finally {
    await browser.close()
  }
}
