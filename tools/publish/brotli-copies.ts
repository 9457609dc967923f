// Brotli copies of the app's scripts and styles (`main-….js.br` beside `main-….js`), made once at
// the highest quality, and of large markdown files: the scripts' names are hashed, so they never
// change, and every first visit waits for them. At 400 kbit/s every kilobyte costs 20 ms, and brotli's smallest output is about an
// eighth smaller than gzip's. The static server (tools/serve/static-server.ts) sends them to
// browsers that accept br, as nginx does with the brotli module's brotli_static
// (deploy/docs-location.conf); every other file is compressed as it is served.

import { statSync } from 'node:fs'
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
 * Markdown files from this size on get a copy too: the rest of a long page comes from its
 * markdown, and a copy takes about a sixth off what is compressed as it is served (the 200 KB API
 * reference: 41 KB instead of 48.5 with gzip). Smaller files gain little for the build's time.
 */
export const MARKDOWN_COPY_FROM_BYTES = 16 * 1024

/**
 * The quality of markdown copies: one below the highest, which gives most of its gain (the API
 * reference: 41.1 KB against 40.0 at 11, gzip 48.5) in a third of the time. A site has a copy per
 * large page (the app's files are a fixed few): at 70,900 pages the highest quality made the
 * copies the longest pass but two of the build (21 s on 2 cores). Markdown is not on the path to
 * a page's first text any more (its shell carries it, route-html.ts), only to the rest of a long one.
 */
const MARKDOWN_QUALITY = 10

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
  // Sized first, synchronously: only the files worth a copy are read (of 70,900 pages, about
  // 2,000), so that no more files are open at once than the copies being made.
  const worth = files.filter((file) => {
    if (!COMPRESSED.test(file) && !file.endsWith('.md')) return false
    // A page the build did not copy (a link that leads outside the docs folder) has none.
    const bytes = sizeOf(path.join(out, file))
    return bytes !== undefined && worthCopy(file, bytes)
  })
  await Promise.all(
    worth.map(async (file) => {
      const body = await readFile(path.join(out, file)).catch(() => undefined)
      if (!body) return
      const started = performance.now()
      const br = await compress(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: file.endsWith('.md') ? MARKDOWN_QUALITY : constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
      clock.file('brotli copies', file, performance.now() - started)
      await writeFile(path.join(out, brotliCopyOf(file)), br)
    }),
  )
}

/** A file's size; undefined when it is not there. */
function sizeOf(file: string): number | undefined {
  try {
    return statSync(file).size
  } catch {
    return undefined
  }
}
