// Navigation shards: the site's navbar and one sidebar, with the pages they link to, as small
// manifests of their own (`nav/N.json` beside manifest.json, written by tools/publish/nav-shards.ts).
//
// A page's shell carries its own part of the manifest (page-manifest-element.ts) and names the
// shard of its sidebar. Joined, the two are what the app needs to take the page over: the page,
// every page it links to, and the navigation it shows. The whole manifest, which grows with the
// site, is then fetched after the app has taken over (app/page-load/manifest-query.ts), not before.

import type { Manifest, PageEntry } from '../types'

/** Folder of the shards under the base. */
export const NAV_SHARD_DIR = 'nav'

/** A page's part of the manifest joined with its navigation shard: one manifest for the app's first page. */
export function joinNavShard(part: Manifest, shard: Manifest): Manifest {
  const byRoute = new Map<string, PageEntry>()
  // The part's entries last: they are whole (a shard's lack what navigation does not read).
  for (const page of [...shard.pages, ...part.pages]) byRoute.set(page.route, page)
  // In the whole manifest's order: by source file.
  const pages = [...byRoute.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
  const { navbar, sidebars } = shard.site
  const redirects = { ...shard.site.redirects, ...part.site.redirects }
  return { ...part, site: { ...part.site, navbar, sidebars, redirects }, pages }
}
