// What search shows beside a result's page title: the section it sits in (the breadcrumb trail
// above it, without Home and the page itself) and its description.

import type { PageInfo } from '../search/SearchResults'
import { breadcrumbs } from './breadcrumbs'
import type { SiteIndex } from './site-index'

/**
 * The trail and description of the page at `route` (a hit URL's page part).
 * @example searchPageInfo(index, '/manual/jobs/job-options') → { trail: ['User Guide', 'Jobs'], … }
 */
export function searchPageInfo(index: SiteIndex, route: string): PageInfo {
  const resolved = index.resolver.resolve(route)?.route
  const page = index.pages.get(route) ?? (resolved === undefined ? undefined : index.pages.get(resolved))
  if (!page) return { trail: [] }
  const crumbs = breadcrumbs(page.route, (r) => index.pages.get(r)?.title)
  // Home first (when the site has one) and the page itself last are not its section.
  const above = crumbs.filter((c) => c.route !== undefined && c.route !== '/')
  return { trail: above.map((c) => c.text), description: page.description }
}
