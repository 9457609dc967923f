// Builds the site's navbar and sidebars: configured trees resolved, missing folders generated.

import type { SiteConfigInput } from '../config/site-config-types'
import type { Diagnostic, NavItem } from '../types'
import type { RouteResolver } from '../paths/route-resolver'
import type { NavStats } from './nav'
import { resolveNav } from './nav'
import type { SidebarPage } from './sidebar-generate'
import { generateSidebar, uncoveredFolders } from './sidebar-generate'

/** Resolved navigation plus what went wrong and link counts. */
export interface SiteNav {
  navbar: NavItem[]
  sidebars: Record<string, NavItem[]>
  diagnostics: Diagnostic[]
  stats: NavStats
}

/**
 * Resolves `config.navbar` and `config.sidebars` against the pages and adds a generated
 * sidebar for every top-level folder no key covers.
 */
export function buildSiteNav(
  config: SiteConfigInput,
  configFile: string,
  pages: SidebarPage[],
  resolver: RouteResolver<SidebarPage>,
  hasFile: (path: string) => boolean = () => false,
): SiteNav {
  const titles = new Map(pages.map((p) => [p.route, p.title]))
  const ctx = (label: string) => ({
    resolver,
    titleOf: (route: string) => titles.get(route),
    configFile,
    label,
    hasFile,
  })
  const diagnostics: Diagnostic[] = []
  const stats: NavStats = { links: 0, resolved: 0 }
  const take = (r: ReturnType<typeof resolveNav>) => {
    diagnostics.push(...r.diagnostics)
    stats.links += r.stats.links
    stats.resolved += r.stats.resolved
    return r.items
  }

  const navbar = take(resolveNav(config.navbar ?? [], '/', ctx('navbar')))
  const sidebars: Record<string, NavItem[]> = {}
  for (const [key, entries] of Object.entries(config.sidebars ?? {})) {
    const prefix = key.endsWith('/') ? key : key + '/'
    sidebars[key] = take(resolveNav(entries, prefix, ctx(`sidebar ${key}`)))
  }
  for (const folder of uncoveredFolders(pages, Object.keys(sidebars))) {
    sidebars[folder] = generateSidebar(folder, pages)
  }
  return { navbar, sidebars, diagnostics, stats }
}
