// Reading the bundle's entry files and preloads from esbuild's metafile.

import { describe, expect, it } from 'vitest'
import type { Metafile } from 'esbuild'
import { appEntryOf } from '../../../tools/publish/app-entry'

/** A metafile output: its entry point and imports (bytes and inputs do not matter here). */
function output(entryPoint: string | undefined, imports: [string, 'import-statement' | 'dynamic-import'][]) {
  return {
    bytes: 1,
    inputs: {},
    exports: [],
    ...(entryPoint ? { entryPoint } : {}),
    imports: imports.map(([path, kind]) => ({ path, kind })),
  }
}

describe('tools/publish/app-entry', () => {
  const metafile = {
    inputs: {},
    outputs: {
      'out/_app/main-M.js': output('app/entries/main.tsx', [
        ['out/_app/chunks/react-R.js', 'import-statement'],
        ['out/_app/chunks/shared-S.js', 'import-statement'],
        ['out/_app/chunks/render-page-P.js', 'dynamic-import'],
      ]),
      'out/_app/main-M.css': output(undefined, []),
      'out/_app/first-paint-F.js': output('app/entries/first-paint.ts', [
        ['out/_app/chunks/icon-I.js', 'import-statement'],
        ['out/_app/chunks/paint-page-A.js', 'dynamic-import'],
      ]),
      'out/_app/chunks/paint-page-A.js': output('app/first-paint/paint-page.ts', [
        ['out/_app/chunks/pipeline-Q.js', 'import-statement'],
        ['out/_app/chunks/shared-S.js', 'import-statement'],
      ]),
      'out/_app/chunks/render-page-P.js': output('app/page-load/render/render-page.ts', [
        ['out/_app/chunks/pipeline-Q.js', 'import-statement'],
        ['out/_app/chunks/yaml-Y.js', 'dynamic-import'],
      ]),
      'out/_app/chunks/react-R.js': output(undefined, [['out/_app/chunks/shared-S.js', 'import-statement']]),
      'out/_app/chunks/shared-S.js': output(undefined, []),
      'out/_app/chunks/icon-I.js': output(undefined, []),
      'out/_app/chunks/pipeline-Q.js': output(undefined, []),
      'out/_app/chunks/yaml-Y.js': output(undefined, []),
    },
  } as unknown as Metafile

  it('finds the app entry, its stylesheet and the chunks it needs as it starts, the renderer with them', () => {
    const entry = appEntryOf(metafile, '/w/out', '/w')
    expect(entry.js).toBe('_app/main-M.js')
    expect(entry.css).toBe('_app/main-M.css')
    expect(entry.imports?.sort()).toEqual([
      '_app/chunks/pipeline-Q.js',
      '_app/chunks/react-R.js',
      '_app/chunks/render-page-P.js',
      '_app/chunks/shared-S.js',
    ])
  })

  it('preloads what the first paint runs, never the renderer entry or lazy chunks behind them', () => {
    const { firstPaint } = appEntryOf(metafile, '/w/out', '/w')
    expect(firstPaint?.js).toBe('_app/first-paint-F.js')
    expect(firstPaint?.preload.sort()).toEqual([
      '_app/chunks/icon-I.js',
      '_app/chunks/paint-page-A.js',
      '_app/chunks/pipeline-Q.js',
      '_app/chunks/shared-S.js',
    ])
  })
})
