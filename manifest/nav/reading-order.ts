// A sidebar's reading order: its internal links, top to bottom (previous/next keys, the catalog,
// the print section).

import type { NavItem } from '../types'
import { linkRoute } from './sidebar'

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
