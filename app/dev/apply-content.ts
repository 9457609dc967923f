// Applies a content change in place: new manifest, the open page re-rendered first, no reload, no scroll jump.

import { resetSearch } from '../search/index'
import { fetchManifest } from '../queries/fetch-manifest'
import { manifestQueryOptions } from '../queries/manifest'
import { pageQueryOptions } from '../queries/page'
import { shownEntry, type DevContext } from './dev-context'

/**
 * Fetches the manifest and renders the open page against it before putting the manifest in the
 * cache, so the swap never suspends (no loading view): navbar, sidebar, TOC and content update in
 * one render and the window keeps its scroll position. Other pages' renders are dropped (links
 * and titles may have changed); the search facade reloads its index on the next query.
 * Returns false when the open page no longer exists (the caller reloads to show the 404 page).
 */
export async function applyContentChange(ctx: DevContext): Promise<boolean> {
  const { queryClient, base } = ctx
  const manifest = await fetchManifest(base)
  const entry = shownEntry(ctx, manifest)
  const showingPage = ctx.router.state.matches.some((m) => m.routeId === '/$' && m.status === 'success')
  // The open page was removed or renamed: its view cannot render without an entry.
  if (!entry && showingPage) return false
  const keep = entry && pageQueryOptions(base, manifest, entry)
  if (keep) {
    // staleTime 0: the page file or one of its includes may have changed under the same hash.
    await queryClient.fetchQuery({ ...keep, staleTime: 0 }).catch(() => undefined)
  }
  queryClient.setQueryData(manifestQueryOptions(base).queryKey, manifest)
  const kept = JSON.stringify(keep?.queryKey)
  queryClient.removeQueries({
    queryKey: ['page'],
    predicate: (q) => JSON.stringify(q.queryKey) !== kept,
  })
  // A not-found view may now have a page (just added), so run the loaders again.
  if (!showingPage) await ctx.router.invalidate()
  resetSearch()
  return true
}
