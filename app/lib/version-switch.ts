// Where choosing another documentation version takes the reader: the same page when the target
// version has it (its manifest resolved with the resolver every page load uses), else its home.

import type { Manifest } from '../../manifest/types'
import { fetchManifest } from '../page-load/fetch-manifest'
import { resolvePage } from './resolve-page'
import { builtVersionHref } from './versions'

/**
 * The address of `route` in the version built at `versionBase`, or that version's home when the
 * route is none of its pages (or its manifest cannot be read).
 * @example await versionTargetHref('/docs/5.7.0/', '/manual/jobs/job-options') → '/docs/5.7.0/manual/jobs/job-options'
 */
export async function versionTargetHref(
  versionBase: string,
  route: string,
  loadManifest: (base: string) => Promise<Manifest> = fetchManifest,
): Promise<string> {
  try {
    const resolved = resolvePage(await loadManifest(versionBase), route)
    if (resolved.kind === 'page') return builtVersionHref(versionBase, resolved.entry.route)
    if (resolved.kind === 'redirect') {
      return builtVersionHref(versionBase, resolved.route) + (resolved.hash ? `#${resolved.hash}` : '')
    }
  } catch {
    // An unreadable manifest: the version's home is the one address known to exist.
  }
  return versionBase
}
