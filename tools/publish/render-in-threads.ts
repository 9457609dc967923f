// Renders a large site's pages on every core before its manifest build: the main thread and
// worker threads each take the next pages from a shared counter (render-claims.ts), and the build
// that follows finds every page in its cache. Rendering is most of a manifest build (about 85 % at
// ten times the corpus), and pages render independently of each other.
// A thread that fails to start or to finish costs nothing but time: the build renders whatever
// is missing from the cache itself, so the output is the same with any number of threads.

import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { build } from 'esbuild'
import { plainFieldsPlugin } from '../../esbuild-plain-fields'
import { renderPagesInto, type BuildInput, type SourceFile } from '../../manifest/builder/build-manifest'
import { restoreRenders, type BuildCache } from '../../manifest/builder/build-cache'
import { claimer, createClaims, type RenderThreadData } from './render-claims'

/**
 * Below this many pages, threads do not pay: a thread starts in about 0.4 s and, on two cores,
 * both threads then render at about 70 % of the speed of one alone (at 2 and 3 times the corpus,
 * 1,418 and 2,127 pages, the build took as long with two threads as with one; at ten times it
 * took 7 s instead of 9.5 s).
 */
export const THREADS_FROM_PAGES = 4000
/** At most this many threads render, the main thread included. */
const MAX_THREADS = 4

/** How many threads render a site by default: one per core from THREADS_FROM_PAGES pages on, else one. */
export function renderThreadsFor(files: readonly SourceFile[]): number {
  const pages = files.filter((f) => /\.md$/i.test(f.path)).length
  return pages < THREADS_FROM_PAGES ? 1 : Math.min(os.availableParallelism(), MAX_THREADS)
}

/**
 * The old-generation heap a render thread may use: three times the site's text (a copy of every
 * file, their parses, the batch of renders not yet posted), at least 512 MB. Without a limit the
 * thread's heap grew with garbage up to V8's default before collecting it: at 70,900 pages (344 MB
 * of text) the build's process peaked at 4.1 GB during the renders, 3.1 GB with this limit, at the
 * same speed. A thread that needs more stops, and the build renders what it did not post.
 */
export function renderThreadHeapMb(files: readonly SourceFile[]): number {
  const bytes = files.reduce((sum, f) => sum + f.size, 0)
  return Math.max(512, Math.ceil((3 * bytes) / 2 ** 20))
}

/** How `renderInThreads` shares out the work. */
export interface RenderThreadOptions {
  /** Threads, the main thread included (default: `renderThreadsFor`). */
  threads?: number
  /** False: the main thread only waits, the worker threads render everything (tests). */
  mainRenders?: boolean
}

/**
 * Renders the pages of `input` into its cache on several threads; returns how many pages each
 * thread rendered, the main thread first. Does nothing (and returns []) with one thread, for a
 * custom renderer, or when the cache already holds renders (a dev server's restart renders only
 * what changed): the build then renders as it goes.
 */
export async function renderInThreads(
  input: BuildInput & { cache: BuildCache },
  options: RenderThreadOptions = {},
): Promise<number[]> {
  const threads = options.threads ?? renderThreadsFor(input.files)
  // The threads are sent the input as data: functions stay here.
  const { cache, createRenderer, timePage: _timePage, ...shared } = input
  if (threads < 2 || createRenderer || cache.renders.size > 0) return []
  // Awaited before the main thread starts rendering: until it is done, no callback would run.
  const code = await renderThreadCode().catch(() => undefined)
  if (code === undefined) return []
  const claims = createClaims()
  const data: RenderThreadData = { input: shared, claims }
  const workers = Array.from({ length: threads - 1 }, () => startRenderThread(code, data, cache))
  if (options.mainRenders !== false) renderPagesInto(input, claimer(claims))
  const own = cache.renders.size
  // The threads' batches are added as they are taken from the queue (once this thread is free).
  return [own, ...(await Promise.all(workers))]
}

/**
 * Starts a render thread and adds each batch of renders it posts back to `cache` (render-thread.ts);
 * settles with how many it added, once it has posted its last batch, failed or stopped (the pages
 * it did not post are then rendered by the build).
 */
function startRenderThread(code: string, data: RenderThreadData, cache: BuildCache): Promise<number> {
  return new Promise((resolve) => {
    let worker: Worker
    let added = 0
    try {
      const resourceLimits = { maxOldGenerationSizeMb: renderThreadHeapMb(data.input.files) }
      worker = new Worker(code, { eval: true, workerData: data, resourceLimits })
    } catch {
      resolve(0)
      return
    }
    worker.on('message', (saved: unknown) => {
      const before = cache.renders.size
      restoreRenders(cache, saved)
      added += cache.renders.size - before
      if ((saved as { done?: unknown } | null)?.done === true) {
        resolve(added)
        void worker.terminate()
      }
    })
    worker.once('error', () => resolve(added))
    worker.once('exit', () => resolve(added))
  })
}

let threadCode: Promise<string> | undefined

/**
 * The render thread as one script: render-thread.ts and what it imports, bundled once per
 * process (about 0.15 s). A worker thread does not inherit the TypeScript loader the tools run
 * under, and one script starts faster than a graph of modules would (0.3 s instead of 1.2 s at
 * first try); markdown-it gets the plain fields of the tools' load hook (esbuild-plain-fields.ts).
 */
function renderThreadCode(): Promise<string> {
  threadCode ??= build({
    entryPoints: [fileURLToPath(new URL('./render-thread.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    plugins: [plainFieldsPlugin()],
  }).then((result) => result.outputFiles[0]!.text)
  return threadCode
}
