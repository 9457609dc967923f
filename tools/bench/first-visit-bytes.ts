// What a first visit to a page of a built site downloads, gzip as served: its shell and every file
// the shell names (stylesheet, first-paint script, module preloads, the page's markdown, the app's
// entry and chunks in `docs-app`), each counted once, read from the output folder.

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/** Bytes of a first visit to the shell `shellFile` (relative to `out`), the site served at `rootBase`. */
export function firstVisitBytes(out: string, rootBase: string, shellFile: string): { files: number; gzip: number } {
  const shell = readFileSync(path.join(out, shellFile), 'utf8')
  const urls = new Set<string>()
  for (const m of shell.matchAll(/<(?:link|script)\b[^>]*?\b(?:href|src)="(\/[^"]+)"/g)) urls.add(m[1]!)
  const app = /<meta name="docs-app" content="([^"]+)">/.exec(shell)?.[1]
  for (const url of app?.split(' ') ?? []) urls.add(url)
  let gzip = gzipSync(shell).length
  for (const url of urls) {
    if (!url.startsWith(rootBase)) continue
    const file = path.join(out, decodeURI(url.slice(rootBase.length)))
    gzip += gzipSync(readFileSync(file)).length
  }
  return { files: urls.size + 1, gzip }
}
