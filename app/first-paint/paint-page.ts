// Renders the page the address names into the static shell, with the app's own pipeline and sanitizer.
//
// The modules are shared chunks, so the app downloads nothing twice; code is not coloured here
// (the app does that once it shows the page, app/widgets/highlight-code.ts). The app
// replaces the shell on its first render. Any failure leaves the title-only shell as it is.

import '../entries/shared-chunk' // its modules share one chunk (the file says why)
import { readBase } from '../lib/base-path'
import { breadcrumbs } from '../lib/breadcrumbs'
import { withSanitizer } from '../sanitize/sanitize'
import { bootColorScheme } from '../dom/color-scheme-boot'
import { selectSidebar } from '../../manifest/nav/sidebar'
import { siteIndexFor } from '../lib/site-index'
import { DEFAULT_TOC_DEPTH, tocHeadings } from '../lib/toc'
import { appHasTakenOver } from './first-paint-queries'
import { loadFirstPage } from './load-first-page'
import { paintShell } from './paint-shell'

/**
 * Sanitized HTML the first paint shows at most (a page that is not cut into pieces may be one
 * huge table or list): about four times the longest piece the app adds in one step.
 */
const FIRST_PAINT_MAX_CHARS = 128_000

/** Renders the page named by the address into `#app > .boot-shell`, when there is one. */
export async function paintPage(): Promise<void> {
  const shell = document.querySelector('#app > .boot-shell')
  if (!shell || appHasTakenOver()) return
  const base = readBase(document)
  const page = await loadFirstPage(location.href, location.origin, base)
  if (!page) {
    // Not a page the first paint shows (another URL form, unknown): the app decides. Marked so
    // that anyone inspecting the shell can tell "decided not to paint" from "not painted yet".
    shell.setAttribute('data-paint', 'none')
    return
  }
  // The app may have rendered while this page was fetched; its view wins.
  if (!shell.isConnected) return
  const { manifest, body, hasSidebar } = page
  const { entry, content } = body
  // The text is painted in the reader's scheme, as the app will show it.
  bootColorScheme(manifest.site.theme.darkmode)
  // A long page shows its first piece only: the app adds the rest piece by piece from the same
  // render, so no part of the page is parsed, laid out and painted twice. Most pieces pass the
  // check of plain markup; for the others the sanitizer is downloaded first.
  const html = await withSanitizer(() => content.piece(0))
  if (!shell.isConnected) return
  // The app's own render would replace a very long single piece at once: showing it here too
  // would lay it out twice, so the shell keeps the title and the app shows the text.
  if (html.length > FIRST_PAINT_MAX_CHARS) {
    shell.setAttribute('data-paint', 'title')
    return
  }
  const index = siteIndexFor(manifest)
  paintShell(shell, {
    base,
    entry,
    html,
    crumbs: breadcrumbs(entry.route, (route) => index.pages.get(route)?.title),
    hasSidebar: hasSidebar ?? (!entry.noSidebar && !!selectSidebar(index.sidebars, entry.route)?.items.length),
    // Frontmatter (headerDepth, toc: false) is not parsed here; the default depth decides.
    hasToc: tocHeadings(body.headings, DEFAULT_TOC_DEPTH).length > 0,
    firstPieceOnly: content.hasMore,
    strings: manifest.site.strings,
  })
}
