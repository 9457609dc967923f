// Renders the page the address names into the static shell, with the app's own pipeline and sanitizer.
//
// The modules are shared chunks, so the app downloads nothing twice; code is not coloured here
// (the app does that once it shows the page, app/content/widgets/highlight-code.ts). The app
// replaces the shell on its first render. Any failure leaves the title-only shell as it is.

import { splitFrontmatter } from '../../manifest/markdown'
import { sanitizedHtmlOf } from '../content/render-page'
import { siteRendererFor } from '../content/site-renderer'
import { readBase } from '../lib/base-path'
import { breadcrumbs } from '../lib/breadcrumbs'
import { bootColorScheme } from '../lib/color-scheme-boot'
import { selectSidebar } from '../lib/sidebar'
import { siteIndexFor } from '../lib/site-index'
import { DEFAULT_TOC_DEPTH, tocHeadings } from '../lib/toc'
import { hasAppStarted } from './handoff'
import { loadFirstPage } from './load-first-page'
import { paintShell } from './paint-shell'

/** Renders the page named by the address into `#app > .boot-shell`, when there is one. */
export async function paintPage(): Promise<void> {
  const shell = document.querySelector('#app > .boot-shell')
  if (!shell || hasAppStarted()) return
  const base = readBase(document)
  const page = await loadFirstPage(location.href, location.origin, base)
  if (!page) {
    // Not a page the first paint shows (another URL form, unknown): the app decides. Marked so
    // that anyone inspecting the shell can tell "decided not to paint" from "not painted yet".
    shell.setAttribute('data-paint', 'none')
    return
  }
  if (!shell.isConnected) return
  const { manifest, entry, files } = page
  // The text is painted in the reader's scheme, as the app will show it.
  bootColorScheme(manifest.site.theme.darkmode)
  const { body, bodyLine } = splitFrontmatter(files.get(entry.file) ?? '')
  const result = siteRendererFor(manifest).render(body, entry.file, bodyLine, files)
  const html = sanitizedHtmlOf(result)
  // The app may have rendered while this page was fetched; its view wins.
  if (!shell.isConnected) return
  const index = siteIndexFor(manifest)
  paintShell(shell, {
    base,
    entry,
    html,
    crumbs: breadcrumbs(entry.route, (route) => index.pages.get(route)?.title),
    hasSidebar: !entry.noSidebar && !!selectSidebar(index.sidebars, entry.route)?.items.length,
    // Frontmatter (headerDepth, toc: false) is not parsed here; the default depth decides.
    hasToc: tocHeadings(result.env.headings, DEFAULT_TOC_DEPTH).length > 0,
    strings: manifest.site.strings,
  })
}
