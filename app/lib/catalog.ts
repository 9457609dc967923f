// Which pages a `<Catalog/>` lists: the pages below a folder, in sidebar order, to a given depth.

import type { NavItem, PageEntry } from '../../manifest/types'
import { flattenSidebar } from '../../manifest/nav/reading-order'
import { selectSidebar } from '../../manifest/nav/sidebar'

/** One listed page and, at deeper levels, the pages of its folder. */
export interface CatalogEntry {
  page: PageEntry
  children: CatalogEntry[]
}

/** The folder a route is in: `/manual/jobs/` for `/manual/jobs/` and `/manual/jobs/options`. */
export function folderOf(route: string): string {
  return route.endsWith('/') ? route : route.slice(0, route.lastIndexOf('/') + 1)
}

/** A folder path written by an author (`manual/jobs`, `/manual/jobs/`) in route form. */
export function catalogFolder(base: string | undefined, route: string): string {
  if (!base?.trim()) return folderOf(route)
  const path = `/${base.trim().replace(/^\/+/, '').replace(/\/+$/, '')}/`
  return path === '//' ? '/' : path
}

/**
 * Pages under `folder`, `level` folders deep (1: the folder's own pages and subfolder indexes),
 * without the folder's own index; ordered as the sidebar of that folder lists them, then by title.
 */
export function catalogEntries(
  pages: readonly PageEntry[],
  sidebars: Record<string, NavItem[]>,
  folder: string,
  level: number,
): CatalogEntry[] {
  const sidebar = selectSidebar(sidebars, folder)
  const rank = new Map(flattenSidebar(sidebar?.items ?? []).map((route, i) => [route, i]))
  const byFolder = new Map<string, PageEntry[]>()
  for (const page of pages) {
    if (page.route === folder || !page.route.startsWith(folder)) continue
    const parent = folderOf(page.route.endsWith('/') ? page.route.slice(0, -1) : page.route)
    const list = byFolder.get(parent) ?? []
    list.push(page)
    byFolder.set(parent, list)
  }
  const order = (a: PageEntry, b: PageEntry) =>
    (rank.get(a.route) ?? Infinity) - (rank.get(b.route) ?? Infinity) ||
    (a.order ?? 0) - (b.order ?? 0) ||
    a.title.localeCompare(b.title)
  const walk = (dir: string, depth: number): CatalogEntry[] =>
    (byFolder.get(dir) ?? []).sort(order).map((page) => ({
      page,
      children: depth < level && page.route.endsWith('/') ? walk(page.route, depth + 1) : [],
    }))
  return walk(folder, 1)
}
