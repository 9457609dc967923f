// Sidebar and navbar trees: which sidebar a route uses, the route part of a link, links made
// canonical (shared by the app, its first paint included, and the build, which writes whether a
// route has a sidebar). A tree's reading order and the active trail, which only the app needs
// after the text, are reading-order.ts's and active-trail.ts's.

import type { NavItem } from '../types'

/** A sidebar picked for a route, with the prefix that selected it. */
export interface SelectedSidebar {
  prefix: string
  items: NavItem[]
}

/**
 * Picks the sidebar whose key is the longest prefix of the route.
 * Keys may be written with or without slashes; '/' matches every route.
 */
export function selectSidebar(sidebars: Record<string, NavItem[]>, route: string): SelectedSidebar | undefined {
  let best: SelectedSidebar | undefined
  for (const [key, items] of Object.entries(sidebars)) {
    const prefix = normalizePrefix(key)
    const matches = route === prefix.replace(/\/$/, '') || route.startsWith(prefix)
    if (matches && (!best || prefix.length > best.prefix.length)) {
      best = { prefix, items }
    }
  }
  return best
}

function normalizePrefix(key: string): string {
  let p = key.startsWith('/') ? key : `/${key}`
  if (!p.endsWith('/')) p += '/'
  return p
}

/** Route part of a link ('/a/b#c' → '/a/b'); undefined for external links. */
export function linkRoute(link: string | undefined): string | undefined {
  if (!link || /^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) {
    return undefined
  }
  const cut = link.search(/[?#]/)
  return cut === -1 ? link : link.slice(0, cut)
}

/**
 * Rewrites every internal link of a tree to its canonical form (route + fragment)
 * using the given resolver; external links and unresolvable ones stay as written.
 */
export function canonicalizeNav(items: NavItem[], resolve: (link: string) => string | undefined): NavItem[] {
  return items.map((item) => {
    const next: NavItem = { ...item }
    if (item.link && linkRoute(item.link) !== undefined) {
      next.link = resolve(item.link) ?? item.link
    }
    if (item.children) next.children = canonicalizeNav(item.children, resolve)
    return next
  })
}
