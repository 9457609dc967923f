// Applies a content change in place: new manifest, the open page re-rendered first, no reload, no scroll jump.

import { replaceEqualDeep } from '@tanstack/react-query'
import { resetSearch } from '../search/index'
import { fetchManifest } from '../page-load/fetch-manifest'
import { fetchManifestChange } from './fetch-manifest-change'
import { fetchPageSources, pageKey, siteReader } from '../page-load/fetch-page'
import { loadRenderer, manifestQueryOptions, pageQueryOptions } from '../page-load/query-options'
import type { Manifest } from '../../manifest/types'
import { cachedManifest, shownEntry, type DevContext } from './dev-context'

/**
 * The manifest after a change, keeping the objects of `previous` that did not change: the dev
 * server's (asked over the network), or the browser preview's (built from the folder it reads).
 * The page files are read from the router's page source.
 */
export type NextManifest = (previous: Manifest | undefined) => Promise<Manifest>

/** The dev server's manifest after a change: what changed since `previous`, else the whole one. */
function devServerManifest(base: string): NextManifest {
  return async (previous) => {
    const changed = previous && (await fetchManifestChange(base, previous))
    if (changed) return changed
    const fetched = await fetchManifest(base)
    return previous ? replaceEqualDeep(previous, fetched) : fetched
  }
}

/**
 * Fetches what changed in the manifest (the whole manifest when the server cannot say) and
 * renders the open page against it before putting the manifest in the cache, so the swap never
 * suspends (no loading view): navbar, sidebar, TOC and content update in one render and the
 * window keeps its scroll position. The open page's files are fetched while the manifest is, and
 * the parts of the manifest that did not change keep their objects (so what is derived from them
 * is not worked out again). Other pages' renders are dropped (links and titles may have changed);
 * the search facade reloads its index on the next query.
 * Returns false when the open page no longer exists (the caller reloads to show the 404 page).
 */
export async function applyContentChange(
  ctx: DevContext,
  nextManifest: NextManifest = devServerManifest(ctx.base),
): Promise<boolean> {
  const { queryClient, base } = ctx
  const { source } = ctx.router.options.context
  const previous = cachedManifest(ctx)
  const before = previous && shownEntry(ctx, previous)
  // The open page's files as they are now, read together with the manifest.
  const early = before && fetchPageSources(source.readText ?? siteReader(base), before).catch(() => undefined)
  const manifest = await nextManifest(previous)
  const entry = shownEntry(ctx, manifest)
  const showingPage = ctx.router.state.matches.some((m) => m.routeId === '/$' && m.status === 'success')
  // The open page was removed or renamed: its view cannot render without an entry.
  if (!entry && showingPage) return false
  if (entry) {
    const [{ renderPage }, prefetched] = await Promise.all([loadRenderer(), early])
    // Rendered from the early fetch unless the page now includes other files (or it failed); the
    // query itself otherwise, which reports a failure as the page's error.
    const page =
      prefetched && sameFiles(prefetched, entry)
        ? await renderPage(manifest, entry, prefetched).catch(() => undefined)
        : undefined
    if (page) queryClient.setQueryData(pageKey(entry), page)
    else
      await queryClient
        .fetchQuery({ ...pageQueryOptions(source, manifest, entry), staleTime: 0 })
        .catch(() => undefined)
  }
  queryClient.setQueryData(manifestQueryOptions(base).queryKey, manifest)
  const kept = JSON.stringify(entry && pageKey(entry))
  queryClient.removeQueries({
    queryKey: ['page'],
    predicate: (q) => JSON.stringify(q.queryKey) !== kept,
  })
  // A not-found view may now have a page (just added), so run the loaders again.
  if (!showingPage) await ctx.router.invalidate()
  resetSearch()
  return true
}

/** True when `files` holds exactly the page file and the includes `entry` names. */
function sameFiles(files: Map<string, string>, entry: { file: string; includes?: string[] }): boolean {
  const paths = [entry.file, ...(entry.includes ?? [])]
  return files.size === new Set(paths).size && paths.every((p) => files.has(p))
}
