// The part of the manifest one page's first paint needs, written into that page's HTML shell, so
// the page's text does not wait for the whole site's manifest (which grows with the site).
//
// It is a manifest of its own: the site's settings and only the pages the page's render and
// breadcrumbs can reach. Navigation is left out (the first paint only keeps room for a sidebar):
// `hasSidebar` says whether the route has one. Resolving the page's address and every link it
// renders against these pages gives what the whole manifest gives, so the first paint renders the
// same HTML the app would (test/tools/build/page-manifest.test.ts renders every page both ways).

import type { RenderEnv } from '../../manifest/markdown/types'
import { createRouteResolver } from '../../manifest/route-resolver'
import { selectSidebar } from '../../manifest/sidebar'
import type { PageManifest } from '../../manifest/page-manifest-element'
import type { Manifest, PageEntry } from '../../manifest/types'

/** Routes of the folders above a route ('/a/b/c' → '/', '/a/', '/a/b/'): its breadcrumbs. */
function parentRoutes(route: string): string[] {
  const parts = route.split('/').filter(Boolean)
  return ['/', ...parts.slice(0, -1).map((_, i) => '/' + parts.slice(0, i + 1).join('/') + '/')]
}

/** The route part of a redirect target ('/a#b' → '/a'). */
function targetRoute(target: string): string {
  const at = target.indexOf('#')
  return at < 0 ? target : target.slice(0, at)
}

/** Pushes `value` to the list `key` holds in `map`. */
function add<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/**
 * Prepares the site's lookups once; the returned function gives the part of `page` (`env`: its
 * render). It gives undefined when the page's address would not resolve as it does with every page
 * (not expected; the first paint then loads the whole manifest, as it does without a part).
 */
export function pageManifests(
  manifest: Manifest,
): (page: PageEntry, env: RenderEnv | undefined) => PageManifest | undefined {
  const { redirects, sidebars } = manifest.site
  const resolver = createRouteResolver(manifest.pages, redirects)
  const indexByRoute = new Map(manifest.pages.map((p, i) => [p.route, i]))
  const indexesByCase = new Map<string, number[]>()
  manifest.pages.forEach((p, i) => add(indexesByCase, p.file.toLowerCase(), i))
  const redirectsTo = new Map<string, string[]>()
  for (const [from, to] of Object.entries(redirects)) add(redirectsTo, targetRoute(to), from)

  return (page, env) => {
    const routes = new Set([page.route, ...parentRoutes(page.route)])
    const own = resolver.resolve(page.route)
    if (own) routes.add(own.route)
    for (const link of env?.links ?? []) if (link.route !== undefined) routes.add(link.route)
    // A redirect a resolution followed ends at one of these routes; its source may be a page of its
    // own (frontmatter `redirectTo`), which the resolution found first.
    const kept: Record<string, string> = {}
    for (const route of [...routes]) {
      for (const from of redirectsTo.get(route) ?? []) {
        kept[from] = redirects[from]!
        routes.add(from)
      }
    }
    // A file matched regardless of case only counts when it is the only match: keep its namesakes.
    const indexes = new Set<number>()
    for (const route of routes) {
      const at = indexByRoute.get(route)
      if (at === undefined) continue
      for (const namesake of indexesByCase.get(manifest.pages[at]!.file.toLowerCase()) ?? []) indexes.add(namesake)
    }
    const pages = [...indexes].sort((a, b) => a - b).map((i) => manifest.pages[i]!)
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
