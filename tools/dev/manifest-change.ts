// What changed between two manifests of the dev server, for the open pages (dev-protocol.ts).

import type { ManifestChange } from '../../manifest/dev-protocol'
import type { Manifest, SiteData } from '../../manifest/types'

/** A change of more than this many entries, and more than one in MOST_CHANGED, is sent as the whole manifest. */
const FEW_ENTRIES = 64
const MOST_CHANGED = 8

/**
 * The change from `old` to `now`, when it is only in some pages' entries; undefined when a page
 * was added, removed or moved, many entries changed, or the site settings or navigation changed (the page then fetches
 * the whole manifest). Entries are compared by object: a build keeps the entry of a page whose
 * inputs did not change (build-cache.ts), so this is quick at any size.
 */
export function manifestChange(old: Manifest, now: Manifest): ManifestChange | undefined {
  if (old.pages.length !== now.pages.length || !sameSite(old.site, now.site)) return undefined
  const pages: ManifestChange['pages'] = []
  for (let i = 0; i < now.pages.length; i++) {
    const before = old.pages[i]!
    const entry = now.pages[i]!
    if (before === entry) continue
    if (before.route !== entry.route || before.file !== entry.file) return undefined
    pages.push([i, entry])
    // The whole manifest, in its compact form, is then about as small.
    if (pages.length > FEW_ENTRIES && pages.length > now.pages.length / MOST_CHANGED) return undefined
  }
  const change: ManifestChange = {
    since: old.contentHash,
    contentHash: now.contentHash,
    generated: now.generated,
    pages,
  }
  if (JSON.stringify(old.diagnostics) !== JSON.stringify(now.diagnostics)) change.diagnostics = now.diagnostics
  return change
}

/** True when two builds' site data are the same (the navigation compared by object first: a build that kept it). */
function sameSite(a: SiteData, b: SiteData): boolean {
  const rest = (site: SiteData) => JSON.stringify({ ...site, navbar: undefined, sidebars: undefined })
  if (rest(a) !== rest(b)) return false
  const nav = (site: SiteData) => [site.navbar, site.sidebars] as const
  return (a.navbar === b.navbar && a.sidebars === b.sidebars) || JSON.stringify(nav(a)) === JSON.stringify(nav(b))
}
