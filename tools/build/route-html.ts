// One shell page per route, so each URL has its own title and description and preloads its own markdown.

import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Manifest } from '../../manifest/types'
import type { AppEntry } from './app-entry'
import { renderIndexHtml } from './index-html'
import { pageUrl } from './sitemap'

/**
 * Output file of a route's shell: `/` → index.html, `/a/` → a/index.html, `/a/b` → a/b.html.
 * The static server and nginx look for `$uri`, `$uri.html`, then `$uri/index.html`.
 */
export function routeHtmlFile(route: string): string {
  const rel = decodeURI(route).replace(/^\//, '')
  if (rel === '' || rel.endsWith('/')) return rel + 'index.html'
  return rel + '.html'
}

/**
 * Writes the shell for every page (never over a content file of the same name); returns the count.
 * With the site's `hostname`, each shell names its page's canonical URL.
 */
export async function writeRouteHtml(
  out: string,
  manifest: Manifest,
  entry: AppEntry,
  hostname?: string,
): Promise<number> {
  let written = 0
  for (const page of manifest.pages) {
    const file = path.join(out, routeHtmlFile(page.route))
    if (!file.startsWith(out + path.sep)) continue
    if (page.route !== '/' && existsSync(file)) continue
    await mkdir(path.dirname(file), { recursive: true })
    const canonical = hostname ? pageUrl(manifest.site.base, page.route, hostname) : undefined
    await writeFile(file, renderIndexHtml({ manifest, entry, page, canonical }))
    written++
  }
  return written
}
