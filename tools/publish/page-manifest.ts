// The part of the manifest one page's first paint needs, written into that page's HTML shell, so
// the page's text does not wait for the whole site's manifest (which grows with the site).
//
// It is a manifest of its own: the site's settings and only the pages the page's render and
// breadcrumbs can reach. Navigation is left out (the first paint only keeps room for a sidebar):
// `hasSidebar` says whether the route has one. Resolving the page's address and every link it
// renders against these pages gives what the whole manifest gives, so the first paint renders the
// same HTML the app would (test/tools/publish/page-manifest.test.ts renders every page both ways).

import type { RenderEnv } from '../../manifest/markdown/types'
import { createRouteResolver } from '../../manifest/paths/route-resolver'
import { selectSidebar } from '../../manifest/nav/sidebar'
import type { PageManifest } from '../../manifest/shell/page-manifest-element'
import type { Manifest, PageEntry } from '../../manifest/types'
import { siteSubsets } from './site-subset'

/** Routes of the folders above a route ('/a/b/c' → '/', '/a/', '/a/b/'): its breadcrumbs. */
function parentRoutes(route: string): string[] {
  const parts = route.split('/').filter(Boolean)
  return ['/', ...parts.slice(0, -1).map((_, i) => '/' + parts.slice(0, i + 1).join('/') + '/')]
}

/**
 * Prepares the site's lookups once; the returned function gives the part of `page` (`env`: its
 * render). It gives undefined when the page's address would not resolve as it does with every page
 * (not expected; the first paint then loads the whole manifest, as it does without a part).
 */
export function pageManifests(
  manifest: Manifest,
): (page: PageEntry, env: RenderEnv | undefined) => PageManifest | undefined {
  const { sidebars } = manifest.site
  const { resolver, subset } = siteSubsets(manifest)

  return (page, env) => {
    const routes = new Set([page.route, ...parentRoutes(page.route)])
    const own = resolver.resolve(page.route)
    if (own) routes.add(own.route)
    for (const link of env?.links ?? []) if (link.route !== undefined) routes.add(link.route)
    const { pages, redirects: kept } = subset(routes)
    const check = createRouteResolver(pages, kept).resolve(page.route)
    if (JSON.stringify(check) !== JSON.stringify(own)) return undefined
    return {
      route: page.route,
      hasSidebar: !page.noSidebar && !!selectSidebar(sidebars, page.route)?.items.length,
      manifest: {
        ...manifest,
        site: { ...manifest.site, navbar: [], sidebars: {}, redirects: kept },
        pages,
        diagnostics: [],
      },
    }
  }
}
