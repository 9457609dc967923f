// Bundles app/entries/service-worker.ts into out/sw.js at the base, so its scope is the whole site.

import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { build } from 'esbuild'
import { APP_FILES, appBuildOptions } from '../../esbuild.config'
import type { AppEntry } from './app-entry'

/** Source of the worker (a path: tools/ never imports app/). */
const SERVICE_WORKER_ENTRY = APP_FILES.serviceWorker

/**
 * Files the worker precaches at install: the generic shell and the entry script, its stylesheet and
 * the chunks the entry imports statically (found in the built code), and the first-paint script
 * each page's HTML loads with the chunks it preloads. Lazy chunks are cached when used or by
 * "Make available offline".
 */
async function criticalShellFiles(out: string, entry: AppEntry): Promise<string[]> {
  const files = new Set<string>(['404.html'])
  if (entry.css) files.add(entry.css)
  const queue = [entry.js, ...(entry.firstPaint ? [entry.firstPaint.js, ...entry.firstPaint.preload] : [])]
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (files.has(file)) continue
    files.add(file)
    const code = await readFile(path.join(out, file), 'utf8')
    // Static `import ... from "./x.js"` and `import "./x.js"`; dynamic `import("./x.js")` is skipped.
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(file), match[1]))
    }
  }
  return [...files]
}

/**
 * Writes out/sw.js. Its version is a hash over every app file name (hashed names), so a new
 * bundle yields a new worker, which the page offers to activate with a reload.
 */
export async function buildServiceWorker(
  out: string,
  entry: AppEntry,
  appFiles: Record<string, number>,
): Promise<{ file: string; precache: string[]; version: string }> {
  const precache = await criticalShellFiles(out, entry)
  const version = createHash('sha256').update(Object.keys(appFiles).sort().join('\n')).digest('hex').slice(0, 12)
  await build({
    entryPoints: [SERVICE_WORKER_ENTRY],
    outfile: path.join(out, 'sw.js'),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: appBuildOptions.target,
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: {
      __SHELL_FILES__: JSON.stringify(precache),
      __SHELL_VERSION__: JSON.stringify(version),
    },
  })
  return { file: 'sw.js', precache, version }
}
