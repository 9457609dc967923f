// The build's brotli copies of the app's scripts and styles and of large markdown files: made for
// files worth compressing only, and each decompresses to its file.

import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brotliCopyOf, MARKDOWN_COPY_FROM_BYTES, writeBrotliCopies } from '../../../tools/publish/brotli-copies'

describe('tools/publish/brotli-copies', () => {
  let out: string
  const big = `export const x = ${JSON.stringify('abc '.repeat(1000))}\n`
  beforeAll(async () => {
    out = await mkdtemp(path.join(os.tmpdir(), 'brotli-copies-'))
    await writeFile(path.join(out, 'main.js'), big)
    await writeFile(path.join(out, 'main.css'), `.a{color:red}\n`.repeat(200))
    await writeFile(path.join(out, 'tiny.js'), 'export {}\n')
    await writeFile(path.join(out, 'logo.svg'), `<svg>${' '.repeat(2000)}</svg>`)
  })
  afterAll(async () => {
    await rm(out, { recursive: true, force: true })
  })

  it('writes a copy of each script and style worth compressing, which decompresses to the file', async () => {
    await writeBrotliCopies(out, ['main.js', 'main.css', 'tiny.js', 'logo.svg'])
    for (const file of ['main.js', 'main.css']) {
      const copy = await readFile(path.join(out, brotliCopyOf(file)))
      expect(brotliDecompressSync(copy).equals(await readFile(path.join(out, file))), file).toBe(true)
      expect(copy.length, file).toBeLessThan(big.length / 10)
    }
    expect(existsSync(path.join(out, brotliCopyOf('tiny.js')))).toBe(false)
    expect(existsSync(path.join(out, brotliCopyOf('logo.svg')))).toBe(false)
  })

  it('writes a copy of large markdown files only', async () => {
    const long = '# Long\n\n' + 'A paragraph of an ordinary page of documentation.\n\n'.repeat(400)
    expect(long.length).toBeGreaterThanOrEqual(MARKDOWN_COPY_FROM_BYTES)
    await writeFile(path.join(out, 'long.md'), long)
    await writeFile(path.join(out, 'short.md'), '# Short\n\n' + 'Words. '.repeat(300))
    await writeBrotliCopies(out, ['long.md', 'short.md', 'not-copied.md'])
    expect(brotliDecompressSync(await readFile(path.join(out, brotliCopyOf('long.md')))).toString()).toBe(long)
    expect(existsSync(path.join(out, brotliCopyOf('short.md')))).toBe(false)
  })
})
