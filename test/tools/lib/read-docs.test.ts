import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readDocs } from '../../../tools/lib/read-docs'

async function tree(files: Record<string, string | Buffer>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'read-docs-'))
  for (const [rel, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true })
    await writeFile(path.join(dir, rel), content)
  }
  return dir
}

describe('tools/lib/read-docs', () => {
  it('walks the tree, skipping dot-folders and node_modules, flagging non-UTF-8', async () => {
    const dir = await tree({
      'a.md': '# A\n',
      'sub/b.md': '# B\n',
      'sub/img.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      'latin1.md': Buffer.from('# Caf\xe9\n', 'latin1'),
      '.vuepress/config.md': 'x',
      'node_modules/x/readme.md': 'x',
    })
    const files = await readDocs(dir)
    expect(files.map((f) => f.path)).toEqual(['a.md', 'latin1.md', 'sub/b.md', 'sub/img.png'])
    const byPath = Object.fromEntries(files.map((f) => [f.path, f]))
    expect(byPath['a.md']).toMatchObject({ text: '# A\n', size: 4 })
    expect(byPath['a.md'].mtime).toBeGreaterThan(0)
    expect(byPath['latin1.md'].text).toBeUndefined()
    expect(byPath['latin1.md'].error).toBe('not valid UTF-8 text')
    expect(byPath['sub/img.png'].text).toBeUndefined()
    expect(byPath['sub/img.png'].error).toBeUndefined()
  })

  it('takes last-updated times from one git log when in a work tree', async () => {
    const dir = await tree({ 'docs/a.md': '# A\n', 'docs/b.md': '# B\n', 'other.txt': 'x' })
    const git = (args: string[], date?: string) =>
      execFileSync('git', args, {
        cwd: dir,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 't',
          GIT_AUTHOR_EMAIL: 't@example.com',
          GIT_COMMITTER_NAME: 't',
          GIT_COMMITTER_EMAIL: 't@example.com',
          ...(date ? { GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date } : {}),
        },
      })
    git(['init', '-q'])
    git(['add', 'docs/a.md', 'docs/b.md'])
    git(['commit', '-q', '-m', 'one'], '2020-01-01T00:00:00Z')
    await writeFile(path.join(dir, 'docs/b.md'), '# B2\n')
    git(['add', 'docs/b.md'])
    git(['commit', '-q', '-m', 'two'], '2021-01-01T00:00:00Z')
    await writeFile(path.join(dir, 'docs/new.md'), '# New\n')

    const files = await readDocs(path.join(dir, 'docs'))
    const byPath = Object.fromEntries(files.map((f) => [f.path, f]))
    expect(byPath['a.md'].gitTime).toBe(Date.parse('2020-01-01T00:00:00Z'))
    expect(byPath['b.md'].gitTime).toBe(Date.parse('2021-01-01T00:00:00Z'))
    expect(byPath['new.md'].gitTime).toBeUndefined()
  })
})
