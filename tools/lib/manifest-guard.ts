// The manifest guard the repository holds: which schemas it checks, where it is written.

import * as schemas from '../../manifest/manifest-schema'
import { manifestGuardSource } from './manifest-guard-source'

/** The generated guard, relative to the repository root. */
export const MANIFEST_GUARD_FILE = 'manifest/manifest-guard.ts'

/** The guard's source as `npm run schema` writes it: a check for the manifest, its details file and a dev change. */
export function writtenManifestGuard(): Promise<string> {
  return manifestGuardSource(
    schemas,
    {
      manifestSchema: 'checkManifest',
      manifestDetailsSchema: 'checkManifestDetails',
      manifestChangeSchema: 'checkManifestChange',
    },
    MANIFEST_GUARD_FILE,
  )
}
