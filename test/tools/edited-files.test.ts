// The texts a save sends with the dev server's `edited` event: docs files that read as text, once
// each; nothing hidden, gone, a folder, not UTF-8 or too large.

import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { editedFiles } from '../../tools/dev/edited-files'

describe('tools/dev/edited-files', () => {
  let root: string
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'edited-'))
    await mkdir(path.join(root, 'guide'))
    await mkdir(path.join(root, '.hidden'))
    await writeFile(path.join(root, 'guide/page.md'), '# Page\n\nText.\n')
    await writeFile(path.join(root, '.hidden/secret.md'), 'not sent')
    await writeFile(path.join(root, 'guide/latin1.md'), Buffer.from([0x63, 0x61, 0x66, 0xe9]))
    await writeFile(path.join(root, 'guide/huge.md'), 'x'.repeat(600 * 1024))
  })
  afterAll(() => rm(root, { recursive: true, force: true }))

  it('sends the text of each file written, once', () => {
    expect(editedFiles(root, ['guide/page.md', 'guide/page.md'])).toEqual([
      { path: 'guide/page.md', text: '# Page\n\nText.\n' },
    ])
  })

  it('leaves out hidden, removed, folder, non-UTF-8 and very large files', () => {
    expect(
      editedFiles(root, ['.hidden/secret.md', 'guide/gone.md', 'guide', 'guide/latin1.md', 'guide/huge.md']),
    ).toEqual([])
  })
})
