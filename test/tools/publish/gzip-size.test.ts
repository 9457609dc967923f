// Gzip sizes measured as far as a decision needs: exact under the cap, a size over it otherwise.

import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { gzipSizeOfPiecesUpTo, gzipSizeUpTo } from '../../../tools/publish/gzip-size'
import { jsonPieces } from '../../../tools/publish/write-search-index'

/** Text that compresses about 2:1 (random words), `length` characters long. */
function wordsText(length: number): string {
  let seed = 7
  let text = ''
  while (text.length < length) {
    seed = (seed * 1103515245 + 12345) % 2147483648
    text += (seed % 100_000).toString(36) + ' '
  }
  return text.slice(0, length)
}

describe('tools/publish/gzip-size', () => {
  it('is the exact gzip size when it is within the cap', () => {
    const text = wordsText(200_000)
    const exact = gzipSync(text).length
    expect(gzipSizeUpTo(text, exact)).toBe(exact)
    expect(gzipSizeUpTo(text, exact * 10)).toBe(exact)
  })

  it('is over the cap and not over the whole when the text is larger, without compressing all of it', () => {
    const text = wordsText(2_000_000)
    const exact = gzipSync(text).length
    const cap = 20_000
    const size = gzipSizeUpTo(text, cap)
    expect(size).toBeGreaterThan(cap)
    expect(size).toBeLessThan(exact / 4)
  })

  it('measures text that compresses far better than 8:1 exactly too', () => {
    const text = 'a'.repeat(3_000_000)
    expect(gzipSync(text).length).toBeLessThan(10_000)
    expect(gzipSizeUpTo(text, 10_000)).toBe(gzipSync(text).length)
  })

  it('measures a text given in pieces as the text they make joined, and a search file as its JSON', () => {
    const text = wordsText(600_000)
    const pieces = text.match(/.{1,997}/gs)!
    for (const cap of [500, 20_000, 1_000_000]) {
      expect(gzipSizeOfPiecesUpTo(pieces, cap)).toBe(gzipSizeUpTo(text, cap))
    }
    const file = { v: 4 as const, from: 12, text: ['a "quoted" word', '', 'é\n', ...pieces.slice(0, 50)] }
    expect([...jsonPieces(file)].join('')).toBe(JSON.stringify(file))
    expect([...jsonPieces({ ...file, text: [] })].join('')).toBe(JSON.stringify({ ...file, text: [] }))
    // Only as many pieces are made as the measure needs.
    let made = 0
    const counted = (function* () {
      for (const piece of pieces) {
        made += 1
        yield piece
      }
    })()
    expect(gzipSizeOfPiecesUpTo(counted, 500)).toBeGreaterThan(500)
    expect(made).toBeLessThan(pieces.length / 10)
  })
})
