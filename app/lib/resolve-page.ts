// Which page an address names: the one decision the router's page loader and the first paint share.

import type { Manifest, PageEntry } from '../../manifest/types'
import { siteIndexFor } from './site-index'

/** What an address under the base leads to. */
export type PageResolution =
  | { kind: 'page'; entry: PageEntry }
  /** Another form of a page's address (.html, .md, the /docs/ prefix, a redirect, other case). */
  | { kind: 'redirect'; route: string; hash?: string }
  | { kind: 'not-found' }

/**
 * Resolves `path`, the address under the base ('/manual/jobs/'), against the site's pages.
 * @example resolvePage(manifest, '/manual/jobs.html') // { kind: 'redirect', route: '/manual/jobs/' }
 */
export function resolvePage(manifest: Manifest, path: string): PageResolution {
  const { resolver } = siteIndexFor(manifest)
  const hit = resolver.resolve(path)
  const entry = hit && resolver.page(hit.route)
  if (!hit || !entry) return { kind: 'not-found' }
  if (!namesRoute(path, hit.route)) return { kind: 'redirect', route: hit.route, hash: hit.hash }
  return { kind: 'page', entry }
}

/**
 * True when `path` is the route itself, as written or percent-decoded (segment by segment: a file
 * name may hold what decodeURI leaves encoded, such as `=`).
 */
function namesRoute(path: string, route: string): boolean {
  if (path === route) return true
  try {
    return decodeURI(path) === route || path.split('/').map(decodeURIComponent).join('/') === route
  } catch {
    return false
  }
}
