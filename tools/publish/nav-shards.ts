// Writes the navigation shards (manifest/nav/nav-shard.ts): one per sidebar, and one for the routes
// without a sidebar, each holding the navbar, that sidebar and the pages they link to.

import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { compactManifest } from '../../manifest/compact'
import { NAV_SHARD_DIR } from '../../manifest/nav/nav-shard'
import { createRouteResolver } from '../../manifest/paths/route-resolver'
import { selectSidebar } from '../../manifest/nav/sidebar'
import { siteSubsets, type SiteSubsets } from './site-subset'
import type { Manifest, NavItem, PageEntry } from '../../manifest/types'

/** Every link of a navigation tree. */
function links(items: NavItem[]): string[] {
  return items.flatMap((item) => [...(item.link === undefined ? [] : [item.link]), ...links(item.children ?? [])])
}

/**
 * A linked page's entry as navigation needs it: without its description and time, which only the
 * shown page's own entry (in the page's part) is read for, and which are most of a shard's bytes.
 */
function navEntry({ description: _description, updated: _updated, ...entry }: PageEntry): PageEntry {
  return entry
}

/** The shard of one sidebar (or of none): undefined when its links would not resolve as they do with every page. */
function shardOf(manifest: Manifest, key: string | undefined, { resolver, subset }: SiteSubsets): Manifest | undefined {
  const { navbar, sidebars } = manifest.site
  const items = key === undefined ? [] : sidebars[key]!
  const hits = [...links(navbar), ...links(items)].map((link) => [link, resolver.resolve(link)] as const)
  const { pages, redirects } = subset(hits.flatMap(([, hit]) => (hit ? [hit.route] : [])))
  const check = createRouteResolver(pages, redirects)
  if (hits.some(([link, hit]) => JSON.stringify(check.resolve(link)) !== JSON.stringify(hit))) return undefined
  return {
    ...manifest,
    site: { ...manifest.site, navbar, sidebars: key === undefined ? {} : { [key]: items }, redirects },
    pages: pages.map(navEntry),
    diagnostics: [],
  }
}

/**
 * Writes `nav/N.json` into `out` (compact wire form) and returns, for a route, the name of its
 * shard under the base (e.g. `nav/3.json`); undefined for a route whose shard could not be made
 * (its pages then wait for the whole manifest, as without shards).
 */
export function writeNavShards(out: string, manifest: Manifest): (route: string) => string | undefined {
  const keys = Object.keys(manifest.site.sidebars)
  const names = new Map<string | undefined, string | undefined>()
  mkdirSync(path.join(out, NAV_SHARD_DIR), { recursive: true })
  const lookups = siteSubsets(manifest)
  for (const [i, key] of [...keys, undefined].entries()) {
    const shard = shardOf(manifest, key, lookups)
    if (!shard) continue
    const name = `${NAV_SHARD_DIR}/${key === undefined ? 'none' : i}.json`
    writeFileSync(path.join(out, name), JSON.stringify(compactManifest(shard)))
    names.set(key, name)
  }
  return (route) => {
    const picked = selectSidebar(manifest.site.sidebars, route)
    return names.get(picked && keys.find((key) => manifest.site.sidebars[key] === picked.items))
  }
}
