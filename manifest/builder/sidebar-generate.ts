// Generates sidebars from the folder tree for top-level folders the site config does not cover.

import type { NavItem } from '../types'

/** What generation needs to know about a page. */
export interface SidebarPage {
  route: string
  file: string
  title: string
  order?: number
}

interface FolderNode {
  name: string
  index?: SidebarPage
  pages: SidebarPage[]
  folders: Map<string, FolderNode>
}

/**
 * Top-level folders (`/manual/`) that have pages but no sidebar key at, above (other than `/`)
 * or below them.
 */
export function uncoveredFolders(pages: SidebarPage[], keys: string[]): string[] {
  const folders = new Set<string>()
  for (const page of pages) {
    const slash = page.file.indexOf('/')
    if (slash > 0) folders.add('/' + page.file.slice(0, slash + 1))
  }
  const real = keys.filter((k) => k !== '/')
  return [...folders].filter((f) => !real.some((k) => k.startsWith(f) || f.startsWith(k))).sort()
}

/**
 * Sidebar of one folder (`/enterprise/`): its index page first, then its pages and subfolders
 * ordered by frontmatter `order`, then title. A subfolder becomes a collapsible group linking to
 * its own index page.
 */
export function generateSidebar(folder: string, pages: SidebarPage[]): NavItem[] {
  const root = buildTree(folder.replace(/^\/+/, ''), pages)
  const items = children(root)
  return root.index ? [pageItem(root.index), ...items] : items
}

function buildTree(prefix: string, pages: SidebarPage[]): FolderNode {
  const root: FolderNode = { name: prefix, pages: [], folders: new Map() }
  for (const page of pages) {
    if (!page.file.startsWith(prefix)) continue
    const parts = page.file.slice(prefix.length).split('/')
    let node = root
    for (const part of parts.slice(0, -1)) {
      let next = node.folders.get(part)
      if (!next) {
        next = { name: part, pages: [], folders: new Map() }
        node.folders.set(part, next)
      }
      node = next
    }
    const name = parts[parts.length - 1]
    if (/^(index|README)\.md$/.test(name) && !node.index) node.index = page
    else node.pages.push(page)
  }
  return root
}

interface Sortable {
  order?: number
  title: string
  item: NavItem
}

function children(node: FolderNode): NavItem[] {
  const list: Sortable[] = node.pages.map((p) => ({
    order: p.order,
    title: p.title,
    item: pageItem(p),
  }))
  for (const sub of node.folders.values()) {
    // Fields in the schema's order (navItemSchema), the order the manifest's parse gives them.
    const group: NavItem = { text: sub.index?.title ?? sub.name }
    if (sub.index) group.link = sub.index.route
    group.children = children(sub)
    group.collapsible = true
    list.push({ order: sub.index?.order, title: group.text, item: group })
  }
  return list.sort(compare).map((s) => s.item)
}

function compare(a: Sortable, b: Sortable): number {
  const ao = a.order ?? Number.POSITIVE_INFINITY
  const bo = b.order ?? Number.POSITIVE_INFINITY
  if (ao !== bo) return ao < bo ? -1 : 1
  return a.title.localeCompare(b.title, 'en')
}

function pageItem(page: SidebarPage): NavItem {
  return { text: page.title, link: page.route }
}
