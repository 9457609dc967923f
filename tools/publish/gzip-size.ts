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
  // Text of this kind rarely compresses more than 8:1, so the first prefix usually decides.
  let length = Math.min(text.length, Math.max(1, cap) * 8)
  for (;;) {
    const size = gzipSync(length === text.length ? text : text.slice(0, length)).length
    if (length >= text.length || size > cap) return size
    length = Math.min(text.length, length * 4)
  }
}
