// Parses manifest.json, manifest.pages.json and a dev manifest change: each is the manifest schema's
// (manifest-schema.ts) parse, done by the guard generated from it (manifest-guard.ts).

import { expandManifest } from './compact'
import { checkManifest, checkManifestChange, checkManifestDetails } from './manifest-guard'
import { ManifestError } from './shape-checks'
import type { Manifest, ManifestDetails } from './types'

export { ManifestError }

/**
 * Checks that `value` (parsed `manifest.json`, compact or full form) is a manifest of this
 * version and returns it in full form (see `compactManifest`).
 * @throws ManifestError naming the first bad field, e.g. `manifest.pages[3].title`
 */
export function parseManifest(value: unknown): Manifest {
  return checkManifest(expandManifest(value), 'manifest')
}

/**
 * Checks that `value` (parsed `__dev/manifest-change.json`) is a manifest change, and applies it
 * to `manifest`, which must be the one it was made since: a new manifest that keeps every
 * unchanged object of the old one.
 * @throws ManifestError naming the first bad field, or when the change is not since `manifest`
 */
export function applyManifestChange(manifest: Manifest, value: unknown): Manifest {
  const change = checkManifestChange(value, 'change')
  if (change.since !== manifest.contentHash) throw new ManifestError('change.since', 'not the manifest held')
  const pages = manifest.pages.slice()
  for (const [index, entry] of change.pages) {
    if (pages[index]?.route !== entry.route) throw new ManifestError(`change.pages[${index}]`, 'not the same route')
    pages[index] = entry
  }
  const { contentHash, generated, diagnostics = manifest.diagnostics } = change
  return { ...manifest, contentHash, generated, pages, diagnostics }
}

/** Checks that `value` (parsed `manifest.pages.json`) is a details file of this version. */
export function parseManifestDetails(value: unknown): ManifestDetails {
  return checkManifestDetails(value, 'details')
}
