// The app never imports the manifest builder (manifest/build/): it reads the manifest the builder
// wrote, through the shared contract at manifest/'s root.

import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const APP = path.resolve(import.meta.dirname, '../../app')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('app/ imports', () => {
  it('never reach into manifest/build/', () => {
    const found = sources(APP).filter((file) => /from '[./]*manifest\/build\//.test(readFileSync(file, 'utf8')))
    expect(found.map((file) => path.relative(APP, file))).toEqual([])
  })
})
