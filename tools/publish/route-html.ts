// One shell page per route, so each URL has its own title and description and carries (or preloads) its own markdown.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { PublishedPage } from '../../manifest/builder/published-page'
import type { RenderEnv } from '../../manifest/markdown/types'
import type { Manifest, PageEntry } from '../../manifest/types'
import type { PageHead, PageSourceText } from '../../manifest/shell/page-manifest-element'
import type { AppEntry } from './app-entry'
import { renderIndexHtml } from './index-html'
import { shellFrontmatter } from './page-frontmatter'
import { pageManifests } from './page-manifest'
import { pageHeads } from './page-heads'
import { servedBytesIn } from './served-bytes'
import { writeNavShards } from './nav-shards'
import { pageUrl } from './sitemap'
import { NO_CLOCK, timeFile, type PassClock } from './pass-clock'

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
 * With the site's `hostname`, each shell names its page's canonical URL. With the pages' renders
 * (`envs`, by file), each shell carries its page's part of the manifest (page-manifest.ts), with
 * what the build took from the same renders (`published`): its frontmatter, and the markdown
 * its first paint renders (the page's text, or a long page's head: page-heads.ts), so that it
 * arrives with the HTML rather than a round trip after it.
 * Written synchronously, one after another: an awaited write of each of thousands of small files
 * costs a thread-pool round trip each (7,090 shells: 10.7 s awaited).
 */
export function writeRouteHtml(
  out: string,
  manifest: Manifest,
  entry: AppEntry,
  options: {
    hostname?: string
    /** The canonical URL of a route, instead of its own (an older version names the current one's page). */
    canonical?: (route: string) => string | undefined
    envs?: Map<string, RenderEnv>
    published?: ReadonlyMap<string, PublishedPage>
    clock?: PassClock
  } = {},
): number {
  const { hostname, envs, published = new Map<string, PublishedPage>(), clock = NO_CLOCK } = options
  const partOf = envs && pageManifests(manifest)
  const navOf = envs && writeNavShards(out, manifest)
  const headOf = envs && pageHeads(out, published)
  const servedBytes = servedBytesIn(out)
  let written = 0
  const folders = new Set<string>()
  for (const page of manifest.pages) {
    const file = path.join(out, routeHtmlFile(page.route))
    if (!file.startsWith(out + path.sep)) continue
    if (page.route !== '/' && existsSync(file)) continue
    const folder = path.dirname(file)
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true })
    folders.add(folder)
    const started = performance.now()
    const canonical = options.canonical
      ? options.canonical(page.route)
      : hostname
        ? pageUrl(manifest.site.base, page.route, hostname)
        : undefined
    const part = partOf && !page.home ? partOf(page, envs.get(page.file)) : undefined
    if (part) part.frontmatter = shellFrontmatter(published.get(page.file)?.frontmatter)
    // A catalog lists the site's pages: the app takes such a page over with the whole manifest.
    const catalog = envs?.get(page.file)?.widgets.some((w) => w.type === 'catalog')
    if (part && !catalog) part.nav = navOf?.(page.route)
    if (part && headOf) part.head = timeFile(clock, 'heads', page.file, () => headOf(page))
    if (part) part.source = carriedSource(out, page, part.head, published.get(page.file))
    writeFileSync(file, renderIndexHtml({ manifest, entry, page, canonical, pageManifest: part, servedBytes }))
    clock.file('shells', page.file, performance.now() - started)
    written++
  }
  return written
}

/**
 * The most of a page's own file a shell carries (characters; a head, which has no file, is always
 * carried): a page without a head that is longer still (one huge table or list) is preloaded as a
 * file of its own instead, so that its HTML, which crawlers,
 * `curl` and the service worker fetch too, stays small. The longest head of docs-src and of the
 * corpus is about 13,000; their longest pages without one 31,000 and 35,000.
 */
export const CARRIED_MAX_CHARS = 200_000

/**
 * The markdown a page's shell carries for its first paint: its head's text when it has one, else
 * its file as the build copied it into `out` (read now, not held from the manifest pass: every
 * page's text together was 650 MB at 70,900 pages); undefined when there is neither, or the file
 * is longer than CARRIED_MAX_CHARS.
 */
function carriedSource(
  out: string,
  page: PageEntry,
  head: PageHead | undefined,
  published: PublishedPage | undefined,
): PageSourceText | undefined {
  const text = head ? published?.head?.text : readCopy(path.join(out, page.file))
  if (text === undefined || (!head && text.length > CARRIED_MAX_CHARS)) return undefined
  // As the browser reads the file: fetch's text() drops a byte order mark.
  return { file: head?.file ?? page.file, text: text.replace(/^\uFEFF/, '') }
}

/** A copied file's text; undefined when the build did not copy it (a link leading outside the docs folder). */
function readCopy(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}
