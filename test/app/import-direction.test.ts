// The app never imports the manifest builder (manifest/builder/): it reads the manifest the builder
// wrote, through the shared contract at manifest/'s root.

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from '../support/source-files'

const APP = path.resolve(import.meta.dirname, '../../app')

describe('app/ imports', () => {
  it('never reach into manifest/builder/', () => {
    const found = sourceFiles(APP).filter((file) => /from '[./]*manifest\/builder\//.test(readFileSync(file, 'utf8')))
    expect(found.map((file) => path.relative(APP, file))).toEqual([])
  })
})
