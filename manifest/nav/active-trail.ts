// Which items of a sidebar or navbar tree are active for a route: the item itself, and the chain
// from the top of the tree down to it.

import type { NavItem } from '../types'
import { linkRoute } from './sidebar'

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
