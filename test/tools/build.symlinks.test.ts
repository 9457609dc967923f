// Symbolic links in a docs tree: one to a file inside is read and copied as that file; one that
// leads outside the folder (or to a folder) is reported and neither read nor copied, so no static
// host can serve what it points at.

import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const repo = path.resolve(import.meta.dirname, '../..')

describe('symbolic links', () => {
  let dir: string
  let output = ''
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'symlinks-'))
    const docs = path.join(dir, 'docs')
    await mkdir(path.join(docs, 'img'), { recursive: true })
    await mkdir(path.join(dir, 'outside'))
    await writeFile(path.join(dir, 'outside/secret.txt'), 'TOP SECRET\n')
    await writeFile(path.join(docs, 'index.md'), '# Home\n')
    await writeFile(path.join(docs, 'real.md'), '# Real page\n')
    await symlink('real.md', path.join(docs, 'alias.md'))
    await symlink(path.join(dir, 'outside/secret.txt'), path.join(docs, 'leak.md'))
    await symlink(path.join(dir, 'outside/secret.txt'), path.join(docs, 'img/leak.png'))
    await symlink(path.join(dir, 'outside'), path.join(docs, 'outdir'))
    try {
      const r = await run(
        process.execPath,
        ['--import', 'tsx', 'tools/build.ts', '--src', docs, '--out', path.join(dir, 'out')],
        { cwd: repo },
      )
      output = r.stdout + r.stderr
    } catch (error) {
      const e = error as { stdout: string; stderr: string }
      output = `FAILED\n${e.stdout}${e.stderr}`
    }
  }, 120_000)
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('reports a link that leads outside at its file, and still builds', () => {
    expect(output).not.toContain('FAILED')
    expect(output).toContain('leak.md:1: error: cannot read file: symbolic link to a place outside the docs folder')
    // Assets too: an image or a folder that leads outside is named where it is.
    expect(output).toContain(
      'img/leak.png:1: error: cannot read file: symbolic link to a place outside the docs folder',
    )
    expect(output).toContain('outdir:1: error: cannot read file: symbolic link to a place outside the docs folder')
  })

  it('copies nothing that lies outside the folder; a link inside is copied as its file', async () => {
    const out = path.join(dir, 'out')
    expect(existsSync(path.join(out, 'leak.md'))).toBe(false)
    expect(existsSync(path.join(out, 'img/leak.png'))).toBe(false)
    expect(existsSync(path.join(out, 'outdir'))).toBe(false)
    await expect(readFile(path.join(out, 'alias.md'), 'utf8')).resolves.toBe('# Real page\n')
  })
})
