// Path-traversal guards of the dev server: lexical checks on URL paths, then the real path.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insideRealRoot, resolveUrlPath } from '../../../tools/serve/safe-path'

describe('tools/serve/safe-path', () => {
  let dir: string
  let root: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'runbook-safe-'))
    root = path.join(dir, 'docs')
    await mkdir(path.join(root, 'manual'), { recursive: true })
    await writeFile(path.join(root, 'manual/a b.md'), '# A')
    await writeFile(path.join(dir, 'secret.txt'), 'secret')
    await symlink(path.join(dir, 'secret.txt'), path.join(root, 'out.md'))
    await symlink(path.join(root, 'manual/a b.md'), path.join(root, 'in.md'))
    await symlink(dir, path.join(root, 'up'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('maps encoded paths inside the root', () => {
    const hit = resolveUrlPath(root, 'manual/a%20b.md')
    expect(hit).toEqual({ ok: true, file: path.join(root, 'manual/a b.md'), rel: 'manual/a b.md' })
    expect(resolveUrlPath(root, '')).toMatchObject({ ok: true, file: path.resolve(root) })
  })

  it.each([
    ['../secret.txt', 'dot segment'],
    ['%2e%2e/secret.txt', 'dot segment'],
    ['%2E%2E%2Fsecret.txt', 'dot segment'],
    ['manual/..%2f..%2fsecret.txt', 'dot segment'],
    ['manual/./a.md', 'dot segment'],
    ['/etc/passwd', 'absolute'],
    ['%2fetc%2fpasswd', 'absolute'],
    ['C:/Windows/win.ini', 'absolute'],
    ['..%5csecret.txt', 'bad character'],
    ['a%00.md', 'bad character'],
    ['%E0%A4%A', 'bad escape'],
  ])('refuses %s (%s)', (urlPath, reason) => {
    expect(resolveUrlPath(root, urlPath)).toEqual({ ok: false, reason })
  })

  it('refuses symlinks that lead out of the root, allows those that stay inside', async () => {
    expect(await insideRealRoot(root, path.join(root, 'out.md'))).toBeUndefined()
    expect(await insideRealRoot(root, path.join(root, 'up/secret.txt'))).toBeUndefined()
    expect(await insideRealRoot(root, path.join(root, 'in.md'))).toBe(path.join(root, 'manual/a b.md'))
    expect(await insideRealRoot(root, path.join(root, 'missing.md'))).toBeUndefined()
  })
})
