// Finds the app's entry script and stylesheet among esbuild's outputs (build and dev alike).

import path from 'node:path'
import type { Metafile } from 'esbuild'

/** Entry files relative to the folder that holds `_app/`. */
export interface AppEntry {
  js: string
  css?: string
}

/**
 * Reads the metafile: the output whose entry point is app/main.tsx, and the CSS bundle esbuild
 * emits beside it. `out` is the folder the paths are made relative to (the site root).
 */
export function appEntryOf(metafile: Metafile, out: string, cwd = process.cwd()): AppEntry {
  let js = ''
  let css: string | undefined
  for (const [file, info] of Object.entries(metafile.outputs)) {
    const rel = relativeOutput(file, out, cwd)
    if (info.entryPoint === 'app/main.tsx') js = rel
    if (info.entryPoint === undefined && rel.endsWith('.css') && /\/main-/.test(rel)) css = rel
  }
  if (!js) throw new Error('esbuild produced no entry script for app/main.tsx')
  return { js, css }
}

/** An output path of the metafile (relative to the working folder) relative to `out`, with `/`. */
export function relativeOutput(file: string, out: string, cwd = process.cwd()): string {
  return path.relative(out, path.resolve(cwd, file)).split(path.sep).join('/')
}
