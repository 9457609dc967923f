// The app shell page: base meta, parallel preloads, hashed script and stylesheet; no inline script (a JSON data block at most).

import type { Manifest, PageEntry } from '../../manifest/types'
import type { AppEntry } from './app-entry'
import { sourceUrl } from '../../manifest/paths/index'
import { SERVED_BYTES_ATTR } from '../../manifest/shell/served-bytes-attr'
import { compactManifest } from '../../manifest/compact'
import {
  PAGE_FRONTMATTER_ID,
  PAGE_MANIFEST_ID,
  PAGE_MANIFEST_ROUTE_ATTR,
  PAGE_MANIFEST_HEAD_ATTR,
  PAGE_MANIFEST_NAV_ATTR,
  PAGE_MANIFEST_WORDS_ATTR,
  PAGE_MANIFEST_SIDEBAR_ATTR,
  PAGE_SOURCE_FILE_ATTR,
  PAGE_SOURCE_ID,
  type PageManifest,
} from '../../manifest/shell/page-manifest-element'
import { createUiText } from '../../manifest/ui/ui-strings'
import { shellText } from '../../manifest/ui/ui-strings-shell'
import { escapeHtml } from '../../manifest/markdown/html-utils'

/** Inputs of the shell page. */
export interface IndexHtmlInput {
  manifest: Manifest
  entry: AppEntry
  /** The page this copy of the shell is written for: its title, description and markdown preload. */
  page?: PageEntry
  /** Dev server shell: adds `<meta name="docs-dev">`, which makes the app load its dev module. */
  dev?: boolean
  /** The page's absolute URL, written as `<link rel="canonical">` (only with a site hostname). */
  canonical?: string
  /**
   * The part of the manifest the page's first paint needs (page-manifest.ts), written into the
   * page instead of preloading the whole manifest, which the first paint fetches for the app once
   * the text is shown.
   */
  pageManifest?: PageManifest
  /**
   * The size as served of a file of the site (relative to its root), where it is known: written on
   * the first paint's preloads (data-bytes), from which it tells when to request the app
   * (app/first-paint/app-start.ts).
   */
  servedBytes?: (file: string) => number | undefined
}

/** Escapes text for an HTML attribute or text node of the shell (decimal references, as it always had). */
function shellEscape(text: string): string {
  return escapeHtml(text, 'decimal')
}

/**
 * The URL path of a file given relative to the base. An older documentation version built under
 * the current one loads the current one's app (`../_app/…`): its `../` steps are taken here, so the
 * page names the one URL every version shares.
 * @example underBase('/docs/5.7.0/', '../_app/main.js') → '/docs/_app/main.js'
 */
function underBase(base: string, rel: string): string {
  let folder = base
  let rest = rel
  while (rest.startsWith('../') && folder !== '/') {
    folder = folder.replace(/[^/]+\/$/, '')
    rest = rest.slice(3)
  }
  return folder + rest
}

/** Document title of a page: `<page> | <site>`, or the site title alone. */
function documentTitle(site: string, page?: string): string {
  const name = site || 'Documentation'
  return page && page !== site ? `${page} | ${name}` : name
}

/**
 * The first paint before any script runs: the page's title (and description) where the app will
 * show them, so a reader on a slow link is not left with a blank page while the bundle arrives.
 * The first-paint script then renders the page's text into it (app/entries/first-paint.ts).
 */
function bootShell(page: PageEntry | undefined, strings: Record<string, string> | undefined): string {
  if (!page || page.home) return ''
  const description = page.description ? `<p>${shellEscape(page.description)}</p>` : ''
  const skip = `<a class="skip-link" href="#main-content">${shellEscape(shellText(strings, 'skip.toMain'))}</a>`
  return `<div class="boot-shell" aria-busy="true">${skip}<div class="boot-bar"></div><div role="main" id="main-content" class="boot-page" tabindex="-1"><h1>${shellEscape(page.title)}</h1>${description}</div></div>`
}

/**
 * The page's part of the manifest as a JSON data block (never run, so no script policy applies):
 * `<` is escaped, so no text in it can close the element.
 */
function pageManifestBlock({ route, hasSidebar, manifest, frontmatter, nav, head, source }: PageManifest): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
  const sidebar = hasSidebar ? ` ${PAGE_MANIFEST_SIDEBAR_ATTR}` : ''
  const shard = nav ? ` ${PAGE_MANIFEST_NAV_ATTR}="${shellEscape(nav)}"` : ''
  const opening = head
    ? ` ${PAGE_MANIFEST_HEAD_ATTR}="${shellEscape(head.file)}" ${PAGE_MANIFEST_WORDS_ATTR}="${head.words}"`
    : ''
  const block = `\n    <script type="application/json" id="${PAGE_MANIFEST_ID}" ${PAGE_MANIFEST_ROUTE_ATTR}="${shellEscape(route)}"${sidebar}${shard}${opening}>${json(compactManifest(manifest))}</script>`
  const parsed = frontmatter
    ? `\n    <script type="application/json" id="${PAGE_FRONTMATTER_ID}">${json(frontmatter)}</script>`
    : ''
  // Last: the parser has met every request of the head before this text arrives.
  const text = source
    ? `\n    <script type="application/json" id="${PAGE_SOURCE_ID}" ${PAGE_SOURCE_FILE_ATTR}="${shellEscape(source.file)}">${json(source.text)}</script>`
    : ''
  return block + parsed + text
}

/**
 * The site icon, inline: without a declared icon browsers request /favicon.ico, a 404 outside the
 * base path on most hosts (a console error on every first visit).
 */
export const SITE_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%230a7d74'/%3E%3Cpath d='M9 11h14M9 16h14M9 21h9' stroke='white' stroke-width='3' stroke-linecap='round'/%3E%3C/svg%3E"

/**
 * Renders the shell. The page's markdown travels in the shell when its part of the manifest carries
 * it (route-html.ts), else it is preloaded, as are its includes, so they download in parallel with
 * the script instead of after it. A documentation page loads the first-paint script
 * instead of the app's, with the renderer's chunks preloaded so they arrive in one round trip; it
 * shows the page's text and then starts the app (app/first-paint/). A page given its part of the
 * manifest carries it and preloads no manifest; other shells preload the whole one.
 */
export function renderIndexHtml(input: IndexHtmlInput): string {
  const { manifest, entry, page, dev, canonical, pageManifest, servedBytes } = input
  const { base, lang, title } = manifest.site
  const href = (rel: string) => shellEscape(underBase(base, rel))
  const firstPaint = entry.firstPaint && page && !page.home ? entry.firstPaint : undefined
  // The first paint's files carry their sizes as served, where known (only it reads them).
  const bytes = (file: string) => {
    const known = firstPaint ? servedBytes?.(file) : undefined
    return known === undefined ? '' : ` ${SERVED_BYTES_ATTR}="${known}"`
  }
  const preload = (url: string, file?: string) =>
    `\n    <link rel="preload" href="${shellEscape(url)}" as="fetch" crossorigin="anonymous"${file ? bytes(file) : ''}>`
  // The page's part of the manifest is only read by the first paint.
  const ownPart = firstPaint && pageManifest ? pageManifestBlock(pageManifest) : ''
  // The markdown the shell carries (the page's, or a long page's head, whose whole file the app
  // fetches) is not preloaded; the page's includes are.
  const carried = ownPart && pageManifest?.source
  const pageFiles = page ? [...(carried ? [] : [page.file]), ...(page.includes ?? [])] : []
  const description = page?.description
    ? `\n    <meta name="description" content="${shellEscape(page.description)}">`
    : ''
  const css = entry.css ? `\n    <link rel="stylesheet" href="${href(entry.css)}"${bytes(entry.css)}>` : ''
  const manifestPreload = ownPart ? '' : preload(base + 'manifest.json')
  // With a first paint, its script starts the app once the renderer's code is in: the meta names the
  // app's entry, then the chunks it imports, which the first paint preloads at that moment.
  const app = [entry.js, ...(entry.imports ?? [])].map((f) => underBase(base, f)).join(' ')
  const scripts = firstPaint
    ? `\n    <meta name="docs-app" content="${shellEscape(app)}">` +
      firstPaint.preload.map((f) => `\n    <link rel="modulepreload" href="${href(f)}"${bytes(f)}>`).join('') +
      `\n    <script type="module" src="${href(firstPaint.js)}"></script>`
    : `\n    <script type="module" src="${href(entry.js)}"></script>`
  return `<!doctype html>
<html lang="${shellEscape(lang)}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="docs-base" content="${shellEscape(base)}">${dev ? '\n    <meta name="docs-dev" content="1">' : ''}
    <title>${shellEscape(documentTitle(title, page?.title))}</title>${description}${canonical ? `\n    <link rel="canonical" href="${shellEscape(canonical)}">` : ''}
    <link rel="icon" href="${shellEscape(SITE_ICON)}">${manifestPreload}${pageFiles.map((f) => preload(sourceUrl(base, f), f)).join('')}${css}${scripts}
  </head>
  <body>
    <div id="app">${bootShell(page, manifest.site.strings)}</div>${ownPart}
    <noscript>${shellEscape(createUiText(manifest.site.strings, manifest.site.locale)('noscript'))}</noscript>
  </body>
</html>
`
}
