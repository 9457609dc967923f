// Manifests that hold part of the site: a page's part joined with its navigation shard
// (manifest/nav/nav-shard.ts), which the app takes its first page over with.

import type { Manifest } from '../../manifest/types'

/** Each partial manifest, with the route it was made for. */
const partials = new WeakMap<Manifest, string>()

/** Marks `manifest` as the part of the site that `route`'s page and navigation need; returns it. */
export function markPartial(manifest: Manifest, route: string): Manifest {
  partials.set(manifest, route)
  return manifest
}

/** The route a partial manifest was made for; undefined for the whole manifest. */
export function partialRoute(manifest: Manifest): string | undefined {
  return partials.get(manifest)
}
