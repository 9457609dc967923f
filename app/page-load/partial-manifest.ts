// Manifests that hold part of the site: a page's part (what its HTML shell carries), or that part
// joined with its navigation shard (manifest/nav/nav-shard.ts), which the app takes its first page
// over with. Marked by a field of their own, which the whole manifest never has.

import type { Manifest } from '../../manifest/types'

/** A manifest that holds the part of the site one route's page and navigation need. */
interface PartialManifest extends Manifest {
  /** The route the part was made for. */
  readonly partFor: string
}

/** `manifest` marked as the part of the site that `route`'s page and navigation need. */
export function partOfSite(manifest: Manifest, route: string): Manifest {
  const part: PartialManifest = { ...manifest, partFor: route }
  return part
}

/** The route a partial manifest was made for; undefined for the whole manifest. */
export function partialRoute(manifest: Manifest): string | undefined {
  return (manifest as Partial<PartialManifest>).partFor
}
