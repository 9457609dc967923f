// Finds the app's entry script and stylesheet among esbuild's outputs (build and dev alike).

import path from 'node:path'
import type { Metafile } from 'esbuild'
import { APP_FILES } from '../../esbuild.config'

/** Entry files relative to the folder that holds `_app/`. */
export interface AppEntry {
  js: string
  css?: string
  /**
   * The chunks the app needs as it starts (the first paint preloads them when it starts the app):
   * those `js` imports statically, transitively, and the renderer's own chunk, which app/entries/main.tsx
   * imports at once.
   */
  imports?: string[]
  /**
   * The first-paint script (app/entries/first-paint.ts) and the chunks to `modulepreload`
   * beside it: the chunks it imports (statically or not) with their static imports. The renderer's
   * code is among them (the app shares it); the renderer's own entry chunk, which only the app
   * imports, is not: before the text every request counts (six at a time over HTTP/1.1).
   */
  firstPaint?: { js: string; preload: string[] }
}

/** Entry point of the app, as the metafile names it. */
const MAIN_ENTRY = APP_FILES.main
/** Entry point of the first paint. */
const FIRST_PAINT_ENTRY = APP_FILES.firstPaint
/** The rendering chunk the app loads with `import()` (app/page-load/page-query.ts); the first paint shares it. */
const RENDERER_ENTRY = APP_FILES.renderer

/**
 * Reads the metafile: the output whose entry point is app/entries/main.tsx, the CSS bundle esbuild
 * emits beside it, and the first paint with its preloads. `out` is the folder the paths are made
 * relative to (the site root).
 */
export function appEntryOf(metafile: Metafile, out: string, cwd = process.cwd()): AppEntry {
  let js = ''
  let css: string | undefined
  const byEntry = new Map<string, string>()
  for (const [file, info] of Object.entries(metafile.outputs)) {
    const rel = relativeOutput(file, out, cwd)
    if (info.entryPoint) byEntry.set(info.entryPoint, file)
    if (info.entryPoint === MAIN_ENTRY) js = rel
    if (info.entryPoint === undefined && rel.endsWith('.css') && /\/main-/.test(rel)) css = rel
  }
  if (!js) throw new Error(`esbuild produced no entry script for ${MAIN_ENTRY}`)
  const main = byEntry.get(MAIN_ENTRY)!
  const renderer = byEntry.get(RENDERER_ENTRY)
  const mainFiles = staticClosure(metafile, [main, ...(renderer ? [renderer] : [])])
  mainFiles.delete(main)
  const imports = [...mainFiles].map((file) => relativeOutput(file, out, cwd))
  const paint = byEntry.get(FIRST_PAINT_ENTRY)
  if (!paint) return { js, css, imports }
  const imported = metafile.outputs[paint]!.imports.filter((i) => !i.external).map((i) => i.path)
  const files = staticClosure(metafile, [paint, ...imported])
  files.delete(paint)
  return {
    js,
    css,
    imports,
    firstPaint: {
      js: relativeOutput(paint, out, cwd),
      preload: [...files].map((file) => relativeOutput(file, out, cwd)),
    },
  }
}

/** The outputs `roots` load before running: themselves and their static imports, transitively. */
function staticClosure(metafile: Metafile, roots: string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...roots]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue
    seen.add(file)
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) queue.push(imported.path)
    }
  }
  return seen
}

/** An output path of the metafile (relative to the working folder) relative to `out`, with `/`. */
export function relativeOutput(file: string, out: string, cwd = process.cwd()): string {
  return path.relative(out, path.resolve(cwd, file)).split(path.sep).join('/')
}
