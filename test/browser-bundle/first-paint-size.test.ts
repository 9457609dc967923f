// How many bytes (gzip) of JS and CSS a reader's browser needs before a page's text can show: the
// first paint's script, the chunks it preloads and the stylesheet, from a real build's metafile.
// Sizes are deterministic, so this is a test; times stay in bench:load.
//
// The budget of the speed issue is 55 KB, as the server gzips (the first paint is 52.4 KB: DOMPurify
// is downloaded only for a page whose markup the check of plain markup declines). Never raise the
// ceiling without saying why in the commit.

import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appBuildOptions } from '../../esbuild.config'
import { appEntryOf } from '../../tools/publish/app-entry'

/** The budget (KB gzip), which the first paint must not grow past. */
const FIRST_PAINT_CEILING_KB = 55

/**
 * Files (scripts and the stylesheet) before the text: over HTTP/1.1 six requests go at a time, and
 * each costs a round trip (400 ms on the slow link). A lazy part that imports one of the shared
 * modules without app/entries/shared-chunk.ts splits the shared chunk again and raises this.
 */
const FIRST_PAINT_MAX_FILES = 8

describe('first paint size', () => {
  let out: string
  let files: { file: string; gzip: number }[]
  let inputs: string[]
  let allInputs: string[]
  beforeAll(async () => {
    out = await mkdtemp(path.join(os.tmpdir(), 'first-paint-size-'))
    const result = await build({
      ...appBuildOptions,
      minify: true,
      outdir: path.join(out, '_app'),
      write: true,
      logLevel: 'error',
    })
    const metafile = result.metafile!
    const entry = appEntryOf(metafile, out)
    const names = [entry.firstPaint!.js, ...entry.firstPaint!.preload, entry.css!]
    const outputs = Object.entries(metafile.outputs)
    inputs = names.flatMap((name) => Object.keys(outputs.find(([file]) => file.endsWith(name))?.[1].inputs ?? {}))
    allInputs = outputs.flatMap(([, output]) => Object.keys(output.inputs))
    files = await Promise.all(
      names.map(async (file) => ({ file, gzip: gzipSync(await readFile(path.join(out, file))).length })),
    )
  }, 120_000)
  afterAll(async () => {
    await rm(out, { recursive: true, force: true })
  })

  it(`needs at most ${FIRST_PAINT_CEILING_KB} KB of JS and CSS (gzip) before the text`, () => {
    const total = files.reduce((sum, f) => sum + f.gzip, 0) / 1024
    console.log(`first paint: ${total.toFixed(2)} KB gzip in ${files.length} files`)
    expect(files.some((f) => f.file.endsWith('.css'))).toBe(true)
    expect(total).toBeLessThanOrEqual(FIRST_PAINT_CEILING_KB)
    expect(files.length).toBeLessThanOrEqual(FIRST_PAINT_MAX_FILES)
  })

  it('leaves React, the router, the query cache, highlight.js and the sanitizer to the app', () => {
    expect(
      inputs.some((i) => i.includes('node_modules/markdown-it/')),
      'the markdown pipeline is there',
    ).toBe(true)
    const appOnly = inputs.filter((i) =>
      /node_modules\/(react|react-dom|scheduler|@tanstack|highlight\.js|dompurify)\//.test(i),
    )
    expect(appOnly).toEqual([])
  })

  it('leaves the dev module out of the production bundle (it splits shared code into more chunks)', () => {
    expect(allInputs.some((i) => i.startsWith('app/entries/main'))).toBe(true)
    expect(allInputs.filter((i) => i.startsWith('app/dev/'))).toEqual([])
  })
})
