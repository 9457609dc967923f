// Brotli copies of the app's scripts and styles (`main-….js.br` beside `main-….js`), and of large
// markdown files, made once at the highest quality: the scripts' names are hashed, so they never
// change, and every first visit waits for them. At 400 kbit/s every kilobyte costs 20 ms, and brotli's smallest output is about an
// eighth smaller than gzip's. The static server (tools/serve/static-server.ts) sends them to
// browsers that accept br, as nginx does with the brotli module's brotli_static
// (deploy/docs-location.conf); every other file is compressed as it is served.

import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import { UNCOMPRESSED_UP_TO_BYTES } from '../serve/mime-types'
import { NO_CLOCK, type PassClock } from './pass-clock'

const compress = promisify(brotliCompress)

/** Files worth a copy: scripts and styles the server compresses (above UNCOMPRESSED_UP_TO_BYTES). */
const COMPRESSED = /\.(?:js|css)$/

/** The name of a file's brotli copy. */
export function brotliCopyOf(file: string): string {
  return `${file}.br`
}

/**
 * Markdown files from this size on get a copy too: a long page's markdown (or its head) is on the
 * path to its text, and the highest quality takes an eighth off what is compressed as it is served
 * (the 200 KB API reference: 40 KB instead of 45). Smaller files gain little for the build's time.
 */
export const MARKDOWN_COPY_FROM_BYTES = 16 * 1024

/** A file worth a copy: a script or style the server compresses, or a large markdown file. */
function worthCopy(file: string, bytes: number): boolean {
  if (file.endsWith('.md')) return bytes >= MARKDOWN_COPY_FROM_BYTES
  return COMPRESSED.test(file) && bytes > UNCOMPRESSED_UP_TO_BYTES
}

/**
 * Writes the brotli copy of each of `files` (paths relative to `out`) worth one; `clock` is told
 * each file's compression time (from its start on libuv's threads to its end).
 */
export async function writeBrotliCopies(
  out: string,
  files: readonly string[],
  clock: PassClock = NO_CLOCK,
): Promise<void> {
  await Promise.all(
    files
      .filter((file) => COMPRESSED.test(file) || file.endsWith('.md'))
      .map(async (file) => {
        // A page the build did not copy (a link that leads outside the docs folder) has none.
        const body = await readFile(path.join(out, file)).catch(() => undefined)
        if (!body || !worthCopy(file, body.length)) return
        const started = performance.now()
        const br = await compress(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
        clock.file('brotli copies', file, performance.now() - started)
        await writeFile(path.join(out, brotliCopyOf(file)), br)
      }),
  )
}
