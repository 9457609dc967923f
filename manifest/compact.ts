// Wire format of manifest.json: the same data as `Manifest`, laid out to stay small for 700+ pages.
//
// 1. `pages` is a table of columns instead of an array of objects (no repeated keys):
//    dense columns `file`, `title`, `hash`, `size`, `updated` (epoch seconds, null when unknown);
//    sparse columns map a page index to a value (`order`, `icon`, `includes`, `description`,
//    `route` when it differs from `fileToRoute(file)`) or list the indexes where a flag is true
//    (`commercial`, `home`, `noSidebar`).
// 2. A nav item `{ text, link }` whose text is the title of the page it links to is written as
//    the page's index (link = route) or, when the link has a `#fragment`, as the link string.
// `expandManifest` rebuilds the `Manifest` shape and passes the full form through unchanged, so
// `parseManifest` accepts both.

import type { Manifest, NavItem, PageEntry } from './types'
import { fileToRoute } from './paths/route-paths'

type Json = Record<string, unknown>
type WireNav = number | string | (Omit<NavItem, 'children'> & { children?: WireNav[] })

/** Page-table columns that hold one value per page. */
interface DenseColumns {
  file: string[]
  title: string[]
  hash: string[]
  size: number[]
  updated: (number | null)[]
}

const SPARSE = ['order', 'icon', 'includes', 'description'] as const
const FLAGS = ['commercial', 'home', 'noSidebar'] as const

/** The JSON-ready compact form of a manifest (what `manifest.json` holds). */
export function compactManifest(manifest: Manifest): Json {
  const index = new Map(manifest.pages.map((p, i) => [p.route, i]))
  const nav = (items: NavItem[]): WireNav[] =>
    items.map((item) => {
      const route = item.link?.split('#')[0]
      const at = route === undefined ? undefined : index.get(route)
      const plain = Object.keys(item).length === 2 && item.link !== undefined
      if (plain && at !== undefined && manifest.pages[at].title === item.text) {
        return item.link === route ? at : (item.link as string)
      }
      return item.children ? { ...item, children: nav(item.children) } : item
    })
  const sidebars: Record<string, WireNav[]> = {}
  for (const [key, items] of Object.entries(manifest.site.sidebars)) {
    sidebars[key] = nav(items)
  }
  return {
    ...manifest,
    site: { ...manifest.site, navbar: nav(manifest.site.navbar), sidebars },
    pages: pageTable(manifest.pages),
  }
}

function pageTable(pages: PageEntry[]): Json {
  const table: Json & DenseColumns = {
    file: pages.map((p) => p.file),
    title: pages.map((p) => p.title),
    hash: pages.map((p) => p.hash),
    size: pages.map((p) => p.size),
    updated: pages.map((p) => (p.updated === undefined ? null : p.updated / 1000)),
  }
  const routes: Record<number, string> = {}
  pages.forEach((p, i) => {
    if (p.route !== fileToRoute(p.file)) routes[i] = p.route
  })
  if (Object.keys(routes).length > 0) table.route = routes
  for (const key of SPARSE) {
    const column: Record<number, unknown> = {}
    pages.forEach((p, i) => {
      if (p[key] !== undefined) column[i] = p[key]
    })
    if (Object.keys(column).length > 0) table[key] = column
  }
  for (const key of FLAGS) {
    const set = pages.flatMap((p, i) => (p[key] ? [i] : []))
    if (set.length > 0) table[key] = set
  }
  return table
}

/**
 * Rebuilds the full form from the compact one. Values of an unexpected shape are passed
 * through as they are, so that `parseManifest` can name them.
 */
export function expandManifest(value: unknown): unknown {
  if (!isObject(value) || !isObject(value.pages)) return value
  const pages = expandPages(value.pages)
  if (!pages) return value
  const nav = (items: unknown): unknown =>
    Array.isArray(items)
      ? items.map((item: unknown) => {
          if (typeof item === 'number') {
            const page = pages[item]
            return page ? { text: page.title, link: page.route } : item
          }
          if (typeof item === 'string') {
            const page = pages.find((p) => p.route === item.split('#')[0])
            return { text: page?.title ?? item, link: item }
          }
          return isObject(item) && item.children !== undefined ? { ...item, children: nav(item.children) } : item
        })
      : items
  const site = value.site
  if (!isObject(site)) return { ...value, pages }
  const sidebars = isObject(site.sidebars)
    ? Object.fromEntries(Object.entries(site.sidebars).map(([k, v]) => [k, nav(v)]))
    : site.sidebars
  return {
    ...value,
    pages,
    site: { ...site, navbar: nav(site.navbar), sidebars },
  }
}

function expandPages(table: Json): PageEntry[] | undefined {
  const { file, title, hash, size, updated } = table as Partial<DenseColumns>
  if (!Array.isArray(file)) return undefined
  const routes = isObject(table.route) ? table.route : {}
  return file.map((f, i) => {
    const page: Record<string, unknown> = {
      route: routes[i] ?? (typeof f === 'string' ? fileToRoute(f) : undefined),
      file: f,
      title: title?.[i],
      hash: hash?.[i],
      size: size?.[i],
    }
    const seconds = updated?.[i]
    if (typeof seconds === 'number') page.updated = seconds * 1000
    for (const key of SPARSE) {
      const column = table[key]
      if (isObject(column) && column[i] !== undefined) page[key] = column[i]
    }
    for (const key of FLAGS) {
      const set = table[key]
      if (Array.isArray(set) && set.includes(i)) page[key] = true
    }
    return page as unknown as PageEntry
  })
}

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}
