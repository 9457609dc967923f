// The one page load: an address resolved to its page's data (the manifest, or the page's part of
// it; the page's markdown; its render), through a query cache. The route loader (app/router.tsx)
// runs it with the app's QueryClient, the first paint (app/first-paint/paint-page.ts) with its own
// cache, which it hands over to the app: what one loaded, the other finds.

import type { Manifest, PageEntry } from '../../manifest/types'
import { resolvePage } from '../lib/resolve-page'
import { manifestQuery } from './manifest-query'
import type { QueryCache } from './page-cache'
import { pageQuery, type PageSource } from './page-query'
import { partialRoute } from './partial-manifest'
import type { RenderedPage } from './render/rendered-page'

/** What an address loads to: a page with its data, a redirect, or nothing. */
export type PageLoad =
  | { kind: 'page'; manifest: Manifest; entry: PageEntry; page: RenderedPage }
  | { kind: 'redirect'; route: string; hash?: string }
  | { kind: 'not-found' }

/**
 * Loads the page `path` (under the base) names: the manifest the page's shell carried (the first
 * paint's part of it), else the one in `cache`; a partial one knows its own page, any other
 * address waits for the whole manifest; then the page's query.
 */
export async function loadPage(cache: QueryCache, source: PageSource, path: string): Promise<PageLoad> {
  const query = manifestQuery(source.base)
  let manifest = source.shell?.manifest ?? (await cache.ensure(query))
  let resolved = resolvePage(manifest, path)
  const part = partialRoute(manifest)
  if (part !== undefined && !(resolved.kind === 'page' && resolved.entry.route === part)) {
    manifest = await cache.refetch(query)
    resolved = resolvePage(manifest, path)
  }
  if (resolved.kind !== 'page') return resolved
  const { entry } = resolved
  return { kind: 'page', manifest, entry, page: await cache.ensure(pageQuery(source, manifest, entry)) }
}
