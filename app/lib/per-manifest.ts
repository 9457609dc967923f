// Memoises a value derived from a manifest object: rebuilt only when a new manifest arrives.

import type { Manifest } from '../../manifest/types'

/**
 * Wraps `build` so it runs once per manifest object (a dev update or a new deployment brings a
 * new object, so nothing stale survives it).
 * @example const siteIndexFor = perManifest(buildSiteIndex)
 */
export function perManifest<T>(build: (manifest: Manifest) => T): (manifest: Manifest) => T {
  const cache = new WeakMap<Manifest, T>()
  return (manifest) => {
    if (cache.has(manifest)) return cache.get(manifest)!
    const value = build(manifest)
    cache.set(manifest, value)
    return value
  }
}
