// The app bundle of the dev server: the shared esbuild options in a watching context, outputs kept in memory.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, context, type BuildContext, type BuildResult, type Plugin } from 'esbuild'
import { appBuildOptions } from '../../esbuild.config'
import { workerCodePlugin } from '../../esbuild-worker-code'
import { notRewritten, plainFields } from '../../esbuild-plain-fields'
import { appEntryOf, relativeOutput, type AppEntry } from '../publish/app-entry'
import { contentType } from '../serve/mime-types'

/** One output file held in memory. */
interface BundleFile {
  bytes: Uint8Array
  type: string
}

/** The current bundle; replaced after every successful rebuild. */
export interface DevAppBundle {
  /** Entry files relative to the site root, e.g. `_app/main-AB12.js`. */
  readonly entry: AppEntry
  /** Changes on every successful build (the entry script's name carries esbuild's hash). */
  readonly build: string
  /** Output by path relative to the site root (`_app/…`). */
  file(rel: string): BundleFile | undefined
  /**
   * A package the app loads only on pages that use it (LAZY_PACKAGES), by its path under
   * VENDOR_PREFIX: bundled on its own when first asked for; undefined for any other path.
   */
  vendorFile(rel: string): Promise<BundleFile | undefined> | undefined
  /** Calls `listener` after each later successful build (so the server can tell pages to reload). */
  onRebuild(listener: (build: string) => void): void
  close(): Promise<void>
}

const REPO = path.resolve(import.meta.dirname, '../..')
/** Virtual output folder: nothing is written (write: false), paths only name the files. */
const VIRTUAL_ROOT = path.join(REPO, 'node_modules/.cache/runbook-dev')

/**
 * markdown-it's module with its class fields as plain assignments (esbuild-plain-fields.ts),
 * written once into the cache folder for the bundle to alias. The production build rewrites it in
 * an esbuild plugin; here a plugin would call back into this thread, which the content build holds
 * at start-up, so esbuild waited for it. Without one, it builds on its own threads meanwhile.
 */
export function plainMarkdownIt(): string {
  const source = fileURLToPath(import.meta.resolve('markdown-it'))
  const { code, rewritten } = plainFields(readFileSync(source, 'utf8'))
  const warning = notRewritten(code, rewritten, source)
  if (warning) console.warn(warning)
  const file = path.join(REPO, 'node_modules/.cache/runbook-dev-modules/markdown-it.mjs')
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, code)
  return file
}

/**
 * The large packages the app imports with `import()` on the pages that use them (the API
 * explorer, the stream players): nearly half of the bundle's input (2.6 of 5.6 MB) and of its
 * time. The dev bundle leaves them out, as absolute imports under VENDOR_PREFIX (whatever the
 * site's base, wherever the chunk that imports them lands), and the server bundles each on its own
 * when a page first asks for it.
 */
const LAZY_PACKAGES = ['rapidoc', 'hls.js/light', 'dashjs']
/** Where the dev server answers the lazy packages, outside the site's base. */
export const VENDOR_PREFIX = '/__runbook-dev-vendor/'
const vendorName = (pkg: string) => pkg.replace(/\//g, '-') + '.js'

/** The dev bundle's plugin that makes the lazy packages absolute imports of the dev server. */
function lazyPackagesPlugin(): Plugin {
  return {
    name: 'runbook-dev-lazy-packages',
    setup: (b) =>
      b.onResolve({ filter: /^(rapidoc|hls\.js\/light|dashjs)$/ }, (args) =>
        LAZY_PACKAGES.includes(args.path) ? { path: VENDOR_PREFIX + vendorName(args.path), external: true } : undefined,
      ),
  }
}

/** One lazy package bundled as an ES module, with the app's target and defines. */
async function bundleVendor(pkg: string): Promise<BundleFile> {
  const result = await build({
    entryPoints: [pkg],
    absWorkingDir: REPO,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: appBuildOptions.target,
    define: appBuildOptions.define,
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
    outdir: path.join(VIRTUAL_ROOT, 'vendor'),
  })
  return { bytes: result.outputFiles[0]!.contents, type: 'text/javascript; charset=utf-8' }
}

/**
 * Builds the app once and keeps watching app/ and manifest/ (esbuild's own watcher); the
 * `onRebuild` listeners run after each later successful build. Build errors are printed by esbuild
 * and the last good bundle stays in service.
 */
export async function startAppBundle(): Promise<DevAppBundle> {
  const listeners: ((build: string) => void)[] = []
  const vendors = new Map<string, Promise<BundleFile>>()
  let files = new Map<string, BundleFile>()
  let entry: AppEntry = { js: '' }
  let first: ((error?: Error) => void) | undefined
  const ready = new Promise<void>((resolve, reject) => {
    first = (error) => (error ? reject(error) : resolve())
  })
  const accept = (result: BuildResult) => {
    if (result.errors.length > 0 || !result.outputFiles || !result.metafile) {
      first?.(new Error('the app bundle failed to build (see the esbuild errors above)'))
      first = undefined
      return
    }
    const next = new Map<string, BundleFile>()
    for (const out of result.outputFiles) {
      const rel = relativeOutput(out.path, VIRTUAL_ROOT, REPO)
      next.set(rel, { bytes: out.contents, type: contentType(rel) })
    }
    files = next
    entry = appEntryOf(result.metafile, VIRTUAL_ROOT, REPO)
    if (first) {
      first()
      first = undefined
    } else for (const listener of listeners) listener(entry.js)
  }
  const ctx: BuildContext = await context({
    ...appBuildOptions,
    absWorkingDir: REPO,
    outdir: path.join(VIRTUAL_ROOT, '_app'),
    write: false,
    // Readable stack traces while authoring (unminified code keeps its names and shape); no source
    // maps: writing them was a third of the bundle's time at start-up (1.6 s -> 1.0-1.3 s alone).
    minify: false,
    sourcemap: false,
    alias: { ...appBuildOptions.alias, 'markdown-it': plainMarkdownIt() },
    define: { ...appBuildOptions.define, __DOCS_DEV_SERVER__: 'true' },
    plugins: [workerCodePlugin(), lazyPackagesPlugin(), { name: 'runbook-dev', setup: (b) => b.onEnd(accept) }],
  })
  await ctx.watch()
  await ready
  return {
    get entry() {
      return entry
    },
    get build() {
      return entry.js
    },
    file: (rel) => files.get(rel),
    vendorFile(rel) {
      const pkg = LAZY_PACKAGES.find((p) => vendorName(p) === rel)
      if (!pkg) return undefined
      let file = vendors.get(pkg)
      if (!file) {
        file = bundleVendor(pkg)
        vendors.set(pkg, file)
        file.catch(() => vendors.delete(pkg)) // asked again, built again
      }
      return file
    },
    onRebuild: (listener) => void listeners.push(listener),
    close: () => ctx.dispose(),
  }
}
