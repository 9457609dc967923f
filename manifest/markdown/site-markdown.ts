// The markdown options of a built site: its variables, its links resolved against its routes, and
// the block breaks long pages are cut at. The app renders pages with them (app/page-load/render/site-renderer.ts);
// the tests check the build's heads of long pages (manifest/builder/page-head.ts) against them.

import type { MarkdownOptions } from './types'
import type { RouteResolver } from '../paths/route-resolver'
import type { Manifest, PageEntry } from '../types'
import { createUrlResolver } from '../paths/url-resolver'

/** The options the app's renderer has for `manifest`, with `resolver` over its pages and redirects. */
export function siteMarkdownOptions(manifest: Manifest, resolver: RouteResolver<PageEntry>): MarkdownOptions {
  return {
    vars: manifest.site.vars,
    resolveUrl: createUrlResolver(manifest.site, resolver),
    // Long pages are shown in pieces (app/page-load/render/page-content.ts).
    blockBreaks: true,
    collapseCodeLines: manifest.site.collapseCodeLines,
    containerTitles: manifest.site.containerTitles,
  }
}
