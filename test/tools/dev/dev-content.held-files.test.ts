// The dev server answers a page's markdown from the text it built the manifest from, byte for
// byte, and goes to the disk for a file whose text cannot give its bytes back (a byte order mark).

import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createDevContent } from '../../../tools/dev/dev-content'

describe('tools/dev/dev-content heldFile', () => {
  let src = ''
  afterAll(() => rm(src, { recursive: true, force: true }))

  it('gives a file’s exact bytes as the last build read them, and nothing it cannot give exactly', async () => {
    src = await mkdtemp(path.join(os.tmpdir(), 'dev-held-'))
    await writeFile(path.join(src, 'a.md'), '# Ä\n\nÜnïcode text.\n')
    await writeFile(path.join(src, 'bom.md'), '\uFEFF# B\n\nWith a byte order mark.\n')
    await writeFile(path.join(src, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
    const content = await createDevContent({ src, savedRenders: false })
    expect(content.heldFile('a.md')?.toString()).toBe('# Ä\n\nÜnïcode text.\n')
    expect(content.heldFile('bom.md')).toBeUndefined()
    expect(content.heldFile('logo.png')).toBeUndefined()
    expect(content.heldFile('missing.md')).toBeUndefined()
    // Changed on disk: the old text until the update has read the new one (which the manifest agrees with).
    await writeFile(path.join(src, 'a.md'), '# Ä\n\nEdited.\n')
    expect(content.heldFile('a.md')?.toString()).toBe('# Ä\n\nÜnïcode text.\n')
    await content.update({ paths: ['a.md'] })
    expect(content.heldFile('a.md')?.toString()).toBe('# Ä\n\nEdited.\n')
  })
})
