// The app's query options (TanStack Query's `queryOptions`, which types the data of a key): the
// page load's queries as the app's components read them, with the renderer loaded as a chunk of
// its own, and the site notices' snippets.

import { QueryClient, queryOptions } from '@tanstack/react-query'
import type { Manifest, PageEntry } from '../../manifest/types'
import { manifestQuery } from './manifest-query'
import type { QueryCache } from './page-cache'
import { partialRoute } from './partial-manifest'
import { pageQuery, type PageSource } from './page-query'
import { withSanitizer } from '../sanitize/sanitize'

/** Loads the rendering chunk (cached by the module system after the first call). */
export function loadRenderer() {
  return import('./render/render-page')
}

/** The app's page source: the renderer is a chunk of its own, which main.tsx starts loading at boot. */
export function appPageSource(base: string): PageSource {
  return { base, renderer: loadRenderer }
}

/** The app's QueryClient, with the options of the page load's queries (which are key and fetcher only). */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false } },
  })
  queryClient.setQueryDefaults(['manifest'], {
    // It never goes stale while the app is open.
    staleTime: Infinity,
    // Stored as given: the dev loop shares the unchanged parts of a new manifest itself
    // (dev/apply-content.ts), so the stored object is the one its site index was built for.
    structuralSharing: false,
    retry: 1,
  })
  // A rendered page never goes stale (its key holds its content hash); kept ten minutes once no view shows it.
  queryClient.setQueryDefaults(['page'], { staleTime: Infinity, gcTime: 10 * 60_000, retry: 1 })
  return queryClient
}

/** Query options for the manifest; it never goes stale while the app is open. */
export function manifestQueryOptions(base: string) {
  return queryOptions(manifestQuery(base))
}

/** Query options for one rendered page, read from `source` (the router context's: the site's, or the preview's). */
export function pageQueryOptions(source: PageSource, manifest: Manifest, entry: PageEntry) {
  return queryOptions(pageQuery(source, manifest, entry))
}

/** Query options for a site notice rendered from inline markdown. */
export function snippetQueryOptions(manifest: Manifest, markdown: string) {
  return queryOptions({
    queryKey: ['snippet', manifest.contentHash, markdown],
    queryFn: async () => {
      const { renderSnippet } = await loadRenderer()
      return withSanitizer(() => renderSnippet(manifest, markdown))
    },
    staleTime: Infinity,
  })
}

/**
 * The whole manifest: the cached one, unless it is partial (a page's part and its navigation,
 * partial-manifest.ts), in which case it is fetched (once, however many ask) and replaces it.
 */
export async function wholeManifest(cache: QueryCache, base: string): Promise<Manifest> {
  const query = manifestQuery(base)
  const cached = await cache.ensure(query)
  return partialRoute(cached) === undefined ? cached : cache.refetch(query)
}
