// The manifest query: fetch `${base}manifest.json` and validate it with the shared guard.

import { queryOptions } from '@tanstack/react-query'
import { fetchManifest, manifestKey } from './fetch-manifest'

/** Query options for the manifest; it never goes stale while the app is open. */
export function manifestQueryOptions(base: string) {
  return queryOptions({
    queryKey: manifestKey(base),
    queryFn: ({ signal }) => fetchManifest(base, signal),
    staleTime: Infinity,
    // Stored as given: the dev loop shares the unchanged parts of a new manifest itself
    // (dev/apply-content.ts), so the stored object is the one its site index was built for.
    structuralSharing: false,
    retry: 1,
  })
}
