// The manifest query: fetch `${base}manifest.json` and validate it with the shared guard.

import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { Manifest } from '../../manifest/types'
import { fetchManifest, manifestKey } from './fetch-manifest'
import { partialRoute } from './partial-manifest'

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

/**
 * The whole manifest: the cached one, unless it is partial (the first page's part and navigation,
 * partial-manifest.ts), in which case it is fetched (once, however many ask) and replaces it.
 */
export async function wholeManifest(queryClient: QueryClient, base: string): Promise<Manifest> {
  const options = manifestQueryOptions(base)
  const cached = await queryClient.ensureQueryData(options)
  if (partialRoute(cached) === undefined) return cached
  return queryClient.fetchQuery({ ...options, staleTime: 0 })
}
