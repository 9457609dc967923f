// "Print this section": which sidebar group a print link names, and the pages it holds in order.

import type { NavItem } from '../../manifest/types'
import { flattenSidebar } from '../../manifest/nav/reading-order'

/** Search parameter of the print view: the group's position in the route's sidebar, `2` or `2.0.1`. */
export const PRINT_SECTION_PARAM = 'print-section'

/** The group at `path` (indexes joined by dots) in `items`, if it is there and has children. */
export function groupAt(items: readonly NavItem[], path: string): NavItem | undefined {
  if (!/^\d+(\.\d+)*$/.test(path)) return undefined
  let list: readonly NavItem[] | undefined = items
  let item: NavItem | undefined
  for (const index of path.split('.').map(Number)) {
    item = list?.[index]
    list = item?.children
  }
  return item?.children?.length ? item : undefined
}

/**
 * The routes of a group's pages in reading order: the group's own page first, then every page
 * below it, each once; `route` maps a link to its page route (undefined when it reaches none).
 */
export function sectionRoutes(group: NavItem, route: (link: string) => string | undefined): string[] {
  const out: string[] = []
  for (const link of flattenSidebar([group])) {
    const hit = route(link)
    if (hit && !out.includes(hit)) out.push(hit)
  }
  return out
}
