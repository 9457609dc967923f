// The size a file of the built site is served at, where the build knows it: its brotli copy's
// (brotli-copies.ts), or its own for a file sent uncompressed. Files compressed as they are served
// have none. Written on the first paint's preloads (index-html.ts).

import { statSync } from 'node:fs'
import path from 'node:path'
import { UNCOMPRESSED_UP_TO_BYTES } from '../serve/mime-types'
import { brotliCopyOf } from './brotli-copies'

/** The sizes as served of the files under `out` (paths relative to it), read once each. */
export function servedBytesIn(out: string): (file: string) => number | undefined {
  const known = new Map<string, number | undefined>()
  const size = (file: string) => {
    try {
      return statSync(path.join(out, file)).size
    } catch {
      return undefined
    }
  }
  return (file) => {
    if (!known.has(file)) {
      const own = size(file)
      known.set(
        file,
        size(brotliCopyOf(file)) ?? (own !== undefined && own <= UNCOMPRESSED_UP_TO_BYTES ? own : undefined),
      )
    }
    return known.get(file)
  }
}
