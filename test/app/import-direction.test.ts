// The app reads the manifest the builder wrote, through the shared contract at manifest/'s root;
// only the browser preview (app/preview/) runs the manifest builder (manifest/builder/) itself, on
// a folder the author picks, so the reader's app never carries it.

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from '../support/source-files'

const APP = path.resolve(import.meta.dirname, '../../app')
const PREVIEW_ENTRIES = [path.join('entries', 'preview.tsx'), path.join('entries', 'preview-worker.ts')]
const IMPORTS_BUILDER = /from '[./]*manifest\/builder\//

describe('app/ imports', () => {
  it('never reach into manifest/builder/ outside app/preview/', () => {
    const found = sourceFiles(APP)
      .filter((file) => IMPORTS_BUILDER.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(APP, file))
      .filter((file) => !file.startsWith(`preview${path.sep}`))
    expect(found).toEqual([])
  })

  it('keep the preview out of the reader app: nothing outside app/preview/ and its entries imports it', () => {
    const found = sourceFiles(APP)
      .map((file) => path.relative(APP, file))
      .filter((file) => !file.startsWith(`preview${path.sep}`) && !PREVIEW_ENTRIES.includes(file))
      .filter((file) => /from '[./]*preview\//.test(readFileSync(path.join(APP, file), 'utf8')))
    expect(found).toEqual([])
  })
})
