// The manifest query: fetch `${base}manifest.json` and validate it with the shared guard. Plain
// data (no query library), so the first paint runs the same query as the app.

import type { Manifest } from '../../manifest/types'
import { fetchManifest, manifestKey } from './fetch-manifest'
import type { PageQuery } from './page-cache'

/** The manifest query (its options in the app's QueryClient: query-options.ts's createQueryClient). */
export function manifestQuery(base: string) {
  return {
    queryKey: manifestKey(base),
    queryFn: ({ signal }) => fetchManifest(base, signal),
  } satisfies PageQuery<Manifest>
}
