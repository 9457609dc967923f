// Where a page's HTML shell carries the part of the manifest its first paint needs: written by
// tools/build/page-manifest.ts and index-html.ts, read by app/first-paint/load-first-page.ts.

import type { Manifest } from './types'

/** What a page's shell carries for its first paint. */
export interface PageManifest {
  /** The route the part was written for. */
  route: string
  /** The app shows a sidebar on this route (the part holds no navigation). */
  hasSidebar: boolean
  manifest: Manifest
}

/** Id of the `<script type="application/json">` holding that part (compact wire form). */
export const PAGE_MANIFEST_ID = 'docs-page-manifest'

/** Attribute of that element naming the route it was written for. */
export const PAGE_MANIFEST_ROUTE_ATTR = 'data-route'

/** Attribute of that element present when the route has a sidebar (the part holds no navigation). */
export const PAGE_MANIFEST_SIDEBAR_ATTR = 'data-sidebar'
