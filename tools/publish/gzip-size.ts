// Gzip sizes measured only as far as a decision needs them.

import { gzipSync } from 'node:zlib'

/**
 * The gzip size of `text` when it is at most `cap` bytes; otherwise some size above `cap` (a lower
 * bound of the whole). Compresses growing prefixes, so a text far over the cap costs the
 * compression of a few times `cap`, not of all of it. Deflate writes a prefix's bytes the same
 * whether or not more follows, so a prefix's size never exceeds the whole's by more than a block's
 * end.
 * @example gzipSizeUpTo(JSON.stringify(shard), 340_000)
 */
export function gzipSizeUpTo(text: string, cap: number): number {
  return gzipSizeOfPiecesUpTo([text], cap)
}

/**
 * `gzipSizeUpTo` of the text the pieces make joined, joining only as many as the prefixes
 * compressed need: a search shard of 70,900 pages is 300 MB of JSON, of which the first megabyte
 * decides (written whole, it was 600 MB more of the build's memory, briefly).
 */
export function gzipSizeOfPiecesUpTo(pieces: Iterable<string>, cap: number): number {
  const next = pieces[Symbol.iterator]()
  let text = ''
  let whole = false
  // Text of this kind rarely compresses more than 8:1, so the first prefix usually decides.
  let length = Math.max(1, cap) * 8
  for (;;) {
    while (!whole && text.length < length) {
      const piece = next.next()
      if (piece.done) whole = true
      else text += piece.value
    }
    if (whole && text.length <= length) return gzipSync(text).length
    const size = gzipSync(text.slice(0, length)).length
    if (size > cap) return size
    length *= 4
  }
}
