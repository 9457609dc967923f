// Per-manifest lookups the app needs everywhere: route resolver, pages by route, canonical nav trees.

import { createRouteResolver, type RouteResolver } from '../../manifest/paths/index'
import type { Manifest, NavItem, PageEntry } from '../../manifest/types'
import { canonicalizeNav } from '../../manifest/nav/sidebar'
import { memoByObject } from '../../manifest/memo-by-object'

/** Everything derived once from a manifest. */
export interface SiteIndex {
  manifest: Manifest
  resolver: RouteResolver<PageEntry>
  pages: Map<string, PageEntry>
  /** Navbar with every internal link rewritten to its canonical route (+ '#hash'). */
  navbar: NavItem[]
  /** Sidebars, canonicalised the same way. */
  sidebars: Record<string, NavItem[]>
  /** Canonical route (+ '#hash') of an internal link, undefined when it resolves to no page. */
  canonicalLink(link: string): string | undefined
}

/** Site data available once the root loader has run (components read it with `useSite`). */
export interface Site {
  base: string
  manifest: Manifest
  index: SiteIndex
}

/** Builds (once per manifest object) the site index. */
export const siteIndexFor = memoByObject(buildSiteIndex)

function buildSiteIndex(manifest: Manifest): SiteIndex {
  const resolver = createRouteResolver<PageEntry>(manifest.pages, manifest.site.redirects)
  const pages = new Map(manifest.pages.map((p) => [p.route, p]))
  const canonicalLink = (link: string) => {
    const hit = resolver.resolve(link)
    if (!hit) return undefined
    return hit.hash ? `${hit.route}#${hit.hash}` : hit.route
  }
  return { manifest, resolver, pages, ...canonicalNavs(manifest, canonicalLink), canonicalLink }
}

/** Navigation trees made canonical, with the page addresses they were made against. */
interface CanonicalNavs {
  routes: string
  navbar: NavItem[]
  sidebars: Record<string, NavItem[]>
}

/**
 * The canonical trees of each site object, kept while its pages keep their addresses: a dev save
 * that changes a page's text brings a new manifest with the same site object (the unchanged parts
 * are shared), and the navigation keeps its objects, so the views that show it need not update.
 */
const canonicalNavsBySite = new WeakMap<Manifest['site'], CanonicalNavs>()

function canonicalNavs(manifest: Manifest, canonicalLink: (link: string) => string | undefined): CanonicalNavs {
  const routes = manifest.pages.map((p) => `${p.route} ${p.file}`).join('\n')
  const kept = canonicalNavsBySite.get(manifest.site)
  if (kept?.routes === routes) return kept
  const sidebars: Record<string, NavItem[]> = {}
  for (const [key, items] of Object.entries(manifest.site.sidebars)) {
    sidebars[key] = canonicalizeNav(items, canonicalLink)
  }
  const navs = { routes, navbar: canonicalizeNav(manifest.site.navbar, canonicalLink), sidebars }
  canonicalNavsBySite.set(manifest.site, navs)
  return navs
}
