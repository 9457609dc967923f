// Sidebar and navbar trees: which sidebar a route uses, its link order, the active trail, links
// made canonical (shared by the app and the build, which writes whether a route has a sidebar).

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

/** Every internal link of a tree in reading order, without duplicates or fragment-only repeats. */
export function flattenSidebar(items: NavItem[]): string[] {
  const out: string[] = []
  const seen = new Set<string>()
  const walk = (list: NavItem[]) => {
    for (const item of list) {
      const route = linkRoute(item.link)
      if (route && !seen.has(route)) {
        seen.add(route)
        out.push(route)
      }
      if (item.children) walk(item.children)
    }
  }
  walk(items)
  return out
}

/** True when an item's link points at the route (fragment ignored) or its activeMatch matches. */
export function isItemActive(item: NavItem, route: string): boolean {
  if (item.activeMatch) {
    try {
      if (new RegExp(item.activeMatch).test(route)) return true
    } catch {
      // An invalid pattern from the config simply never matches.
    }
  }
  const target = linkRoute(item.link)
  return target !== undefined && target === route && !item.link?.includes('#')
}

/**
 * The chain of items from the top of the tree down to the item for the route
 * (an item whose link has a fragment counts only when no plain link matches).
 */
export function activeTrail(items: NavItem[], route: string): NavItem[] {
  const exact = findTrail(items, route, (item) => isItemActive(item, route))
  if (exact.length) return exact
  return findTrail(items, route, (item) => linkRoute(item.link) === route)
}

function findTrail(items: NavItem[], route: string, test: (item: NavItem) => boolean): NavItem[] {
  for (const item of items) {
    if (test(item)) return [item]
    if (item.children) {
      const below = findTrail(item.children, route, test)
      if (below.length) return [item, ...below]
    }
  }
  return []
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
