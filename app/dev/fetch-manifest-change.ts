// The manifest after a dev server update, from the one the page holds and what changed since.

import { DEV_PREFIX } from '../../manifest/dev-protocol'
import { applyManifestChange } from '../../manifest/parse'
import type { Manifest } from '../../manifest/types'

/**
 * Asks the dev server what changed since `manifest` and applies it: a new manifest that keeps
 * every unchanged object of `manifest` (so what the app derived from them is kept too).
 * Undefined when the server cannot say (too old, pages added or removed, navigation changed) or
 * the answer is not usable: the caller then fetches the whole manifest.
 */
export async function fetchManifestChange(base: string, manifest: Manifest): Promise<Manifest | undefined> {
  const since = encodeURIComponent(manifest.contentHash)
  try {
    const response = await fetch(`${base}${DEV_PREFIX}manifest-change.json?since=${since}`, { cache: 'no-store' })
    if (!response.ok) return undefined
    const change: unknown = await response.json()
    return change === null ? undefined : applyManifestChange(manifest, change)
  } catch {
    return undefined
  }
}
