// cleanOut: a build empties its output folder but for the older versions' folders it reuses.
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanOut } from '../../../tools/publish/clean-out'

describe('cleanOut', () => {
  let dir: string | undefined

  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('removes everything but the kept folders, also nested ones', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'runbook-clean-'))
    for (const file of [
      'index.html',
      '_app/main.js',
      '1.0/index.html',
      'v/2.0/index.html',
      'v/other.html',
      'v/3.0/x.md',
      'guide/a.html',
    ]) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
      await writeFile(path.join(dir, file), 'x')
    }
    cleanOut(dir, ['1.0/', 'v/2.0/'])
    expect((await readdir(dir)).sort()).toEqual(['1.0', 'v'])
    expect((await readdir(path.join(dir, 'v'))).sort()).toEqual(['2.0'])
    expect(existsSync(path.join(dir, '1.0/index.html'))).toBe(true)
    expect(existsSync(path.join(dir, 'v/2.0/index.html'))).toBe(true)
  })

  it('removes the whole folder when nothing is kept', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'runbook-clean-'))
    await writeFile(path.join(dir, 'a.html'), 'x')
    cleanOut(dir)
    expect(existsSync(dir)).toBe(false)
  })
})
