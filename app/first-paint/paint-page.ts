// Renders the page the address names into the static shell, with the app's own page load
// (app/page-load/load-page.ts), pipeline and sanitizer, through the first paint's cache, which the
// app takes over: nothing is fetched, parsed or rendered twice.
//
// The modules are shared chunks, so the app downloads nothing twice; code is not coloured here
// (the app does that once it shows the page, app/widgets/highlight-code.ts). The app
// replaces the shell on its first render. Any failure leaves the title-only shell as it is.

import '../entries/shared-chunk' // its modules share one chunk (the file says why)
import { joinNavShard } from '../../manifest/nav/nav-shard'
import { selectSidebar } from '../../manifest/nav/sidebar'
import type { PageManifest } from '../../manifest/shell/page-manifest-element'
import type { Manifest } from '../../manifest/types'
import { bootColorScheme } from '../dom/color-scheme-boot'
import { inAppPath, readBase } from '../lib/base-path'
import { breadcrumbs } from '../lib/breadcrumbs'
import { siteIndexFor } from '../lib/site-index'
import { DEFAULT_TOC_DEPTH, tocHeadings } from '../lib/toc'
import { fetchManifest, manifestKey } from '../page-load/fetch-manifest'
import { loadPage, type PageLoad } from '../page-load/load-page'
import { partOfSite } from '../page-load/partial-manifest'
import { completePage, renderBody } from '../page-load/render/render-page'
import { withSanitizer } from '../sanitize/sanitize'
import { firstPaintCache, type FirstPaintCache } from './first-paint-cache'
import { paintShell } from './paint-shell'
import { readShellPart } from './shell-part'

/**
 * Sanitized HTML the first paint shows at most (a page that is not cut into pieces may be one
 * huge table or list): about four times the longest piece the app adds in one step.
 */
const FIRST_PAINT_MAX_CHARS = 128_000

/** The render path, which the first paint has at once (its chunks are preloaded). */
const renderer = () => Promise.resolve({ renderBody, completePage })

/**
 * Starts painting the page with a new first paint cache, and returns that cache for the app to take
 * over (it cannot have taken over before: it waits for this cache).
 */
export function startFirstPaint(): FirstPaintCache {
  const cache = firstPaintCache()
  paintPage(cache).catch(() => undefined)
  return cache
}

/**
 * Renders the page named by the address into `#app > .boot-shell`, when there is one. Not a page
 * the first paint shows (unknown routes, other URL forms and redirects, which the app redirects,
 * and the home layout), or the app took over meanwhile: the app decides.
 */
async function paintPage(cache: FirstPaintCache): Promise<void> {
  const shell = document.querySelector('#app > .boot-shell')
  if (!shell) return
  const base = readBase(document)
  const asked = inAppPath(location.href, location.origin, base)
  const part = readShellPart(document)
  let loaded: PageLoad | undefined
  try {
    loaded = asked && (await loadPage(cache, { base, renderer, shell: part }, asked.path))
  } catch (error) {
    // An app that took over meanwhile loads the page itself.
    if (!cache.takenOver()) throw error
  } finally {
    // The app's manifest, once the text no longer shares the link with it: the part joined with
    // its navigation shard, unless the first paint had to fetch the whole one.
    if (asked && part && !cache.takenOver() && !cache.has(manifestKey(base))) {
      const { nav } = part
      void cache.refetch({
        queryKey: manifestKey(base),
        queryFn: () => (nav ? joinedManifest(base, part, nav) : fetchManifest(base)),
      })
    }
  }
  if (loaded?.kind !== 'page' || loaded.entry.home) {
    // Marked so that anyone inspecting the shell can tell "decided not to paint" from "not painted yet".
    shell.setAttribute('data-paint', 'none')
    return
  }
  // The app may have rendered while this page was fetched; its view wins.
  if (!shell.isConnected) return
  const { manifest, entry, page } = loaded
  // The text is painted in the reader's scheme, as the app will show it.
  bootColorScheme(manifest.site.theme.darkmode)
  // A long page shows its first piece only: the app adds the rest piece by piece from the same
  // render, so no part of the page is parsed, laid out and painted twice. Most pieces pass the
  // check of plain markup; for the others the sanitizer is downloaded first.
  const html = await withSanitizer(() => page.content.piece(0))
  if (!shell.isConnected) return
  // The app's own render would replace a very long single piece at once: showing it here too
  // would lay it out twice, so the shell keeps the title and the app shows the text.
  if (html.length > FIRST_PAINT_MAX_CHARS) {
    shell.setAttribute('data-paint', 'title')
    return
  }
  const index = siteIndexFor(manifest)
  const ownPart = part?.route === entry.route ? part : undefined
  paintShell(shell, {
    base,
    entry,
    html,
    crumbs: breadcrumbs(entry.route, (route) => index.pages.get(route)?.title),
    hasSidebar: ownPart?.hasSidebar ?? (!entry.noSidebar && !!selectSidebar(index.sidebars, entry.route)?.items.length),
    // Frontmatter (headerDepth, toc: false) is not parsed here; the default depth decides.
    hasToc: tocHeadings(page.headings, DEFAULT_TOC_DEPTH).length > 0,
    firstPieceOnly: page.content.hasMore,
    strings: manifest.site.strings,
  })
}

/**
 * The manifest the app takes the page over with: its part joined with its navigation shard, a few
 * KB where the whole manifest grows with the site (manifest/nav/nav-shard.ts). The whole manifest
 * when the shard cannot be had.
 */
async function joinedManifest(base: string, part: PageManifest, nav: string): Promise<Manifest> {
  try {
    return partOfSite(joinNavShard(part.manifest, await fetchManifest(base, undefined, nav)), part.route)
  } catch {
    return fetchManifest(base)
  }
}
