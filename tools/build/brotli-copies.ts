// Brotli copies of the app's scripts and styles (`main-….js.br` beside `main-….js`), made once at
// the highest quality: their names are hashed, so they never change, and every first visit waits
// for them. At 400 kbit/s every kilobyte costs 20 ms, and brotli's smallest output is about an
// eighth smaller than gzip's. The static server (tools/serve/static-server.ts) sends them to
// browsers that accept br, as nginx does with the brotli module's brotli_static
// (deploy/docs-location.conf); every other file is compressed as it is served.

import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import { UNCOMPRESSED_UP_TO_BYTES } from '../serve/mime-types'

const compress = promisify(brotliCompress)

/** Files worth a copy: scripts and styles the server compresses (above UNCOMPRESSED_UP_TO_BYTES). */
const COMPRESSED = /\.(?:js|css)$/

/** The name of a file's brotli copy. */
export function brotliCopyOf(file: string): string {
  return `${file}.br`
}

/** Writes the brotli copy of each of `files` (paths relative to `out`) worth one. */
export async function writeBrotliCopies(out: string, files: readonly string[]): Promise<void> {
  await Promise.all(
    files
      .filter((file) => COMPRESSED.test(file))
      .map(async (file) => {
        const body = await readFile(path.join(out, file))
        if (body.length <= UNCOMPRESSED_UP_TO_BYTES) return
        const br = await compress(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
        await writeFile(path.join(out, brotliCopyOf(file)), br)
      }),
  )
}
