// The sizes the first paint's preloads carry: a file's brotli copy's, its own when it is sent
// uncompressed, none when it is compressed as it is served.

import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brotliCopyOf } from '../../../tools/publish/brotli-copies'
import { servedBytesIn } from '../../../tools/publish/served-bytes'
import { UNCOMPRESSED_UP_TO_BYTES } from '../../../tools/serve/mime-types'

describe('tools/publish/served-bytes', () => {
  let out: string
  beforeAll(async () => {
    out = await mkdtemp(path.join(os.tmpdir(), 'served-bytes-'))
    await writeFile(path.join(out, 'big.js'), 'x'.repeat(5000))
    await writeFile(path.join(out, brotliCopyOf('big.js')), 'y'.repeat(321))
    await writeFile(path.join(out, 'tiny.js'), 'z'.repeat(UNCOMPRESSED_UP_TO_BYTES))
    await writeFile(path.join(out, 'page.md'), 'w'.repeat(5000))
  })
  afterAll(() => rm(out, { recursive: true, force: true }))

  it("gives the copy's size, the file's own when sent as it is, and none otherwise", () => {
    const served = servedBytesIn(out)
    expect(served('big.js')).toBe(321)
    expect(served('tiny.js')).toBe(UNCOMPRESSED_UP_TO_BYTES)
    expect(served('page.md')).toBeUndefined()
    expect(served('missing.js')).toBeUndefined()
  })
})
