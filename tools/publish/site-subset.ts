// The few pages (and redirects) of a site that some addresses need: what a page's part of the
// manifest (page-manifest.ts) and a navigation shard (nav-shards.ts) hold, each a manifest of
// its own that resolves those addresses as the whole manifest does.

import { createRouteResolver, type RouteResolver } from '../../manifest/paths/route-resolver'
import type { Manifest, PageEntry } from '../../manifest/types'

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

/** A site's lookups, made once: its resolver, and the subset that some routes need. */
export interface SiteSubsets {
  /** Resolves against every page. */
  resolver: RouteResolver<PageEntry>
  /**
   * The pages of `routes` in the manifest's order, with what resolving to them may also meet: the
   * redirects that end at them (and a redirect's source page, which a resolution finds first), and
   * the files that differ from theirs only in case (a match regardless of case only counts when it
   * is the only one). The caller checks that its addresses resolve against them as with every page.
   */
  subset(routes: Iterable<string>): { pages: PageEntry[]; redirects: Record<string, string> }
}

/** Prepares the lookups of `manifest`. */
export function siteSubsets(manifest: Manifest): SiteSubsets {
  const { redirects } = manifest.site
  const indexByRoute = new Map(manifest.pages.map((p, i) => [p.route, i]))
  const indexesByCase = new Map<string, number[]>()
  manifest.pages.forEach((p, i) => add(indexesByCase, p.file.toLowerCase(), i))
  const redirectsTo = new Map<string, string[]>()
  for (const [from, to] of Object.entries(redirects)) add(redirectsTo, targetRoute(to), from)

  return {
    resolver: createRouteResolver(manifest.pages, redirects),
    subset(wanted) {
      const routes = new Set(wanted)
      const kept: Record<string, string> = {}
      for (const route of [...routes]) {
        for (const from of redirectsTo.get(route) ?? []) {
          kept[from] = redirects[from]!
          routes.add(from)
        }
      }
      const indexes = new Set<number>()
      for (const route of routes) {
        const at = indexByRoute.get(route)
        if (at === undefined) continue
        for (const namesake of indexesByCase.get(manifest.pages[at]!.file.toLowerCase()) ?? []) indexes.add(namesake)
      }
      const pages = [...indexes].sort((a, b) => a - b).map((i) => manifest.pages[i]!)
      return { pages, redirects: kept }
    },
  }
}
