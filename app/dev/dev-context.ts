// What the dev module receives from main.tsx, and lookups of the page on screen.

import type { QueryClient } from '@tanstack/react-query'
import type { Manifest, PageEntry } from '../../manifest/types'
import { siteIndexFor } from '../lib/site-index'
import { manifestQueryOptions } from '../page-load/query-options'
import type { createDocsRouter } from '../router'

/** The app's query client, router and base path. */
export interface DevContext {
  queryClient: QueryClient
  router: ReturnType<typeof createDocsRouter>
  base: string
}

/** The manifest in the query cache, if loaded. */
export function cachedManifest(ctx: DevContext): Manifest | undefined {
  return ctx.queryClient.getQueryData(manifestQueryOptions(ctx.base).queryKey)
}

/** The entry of the page shown (by the same path rules as the layout), in `manifest`. */
export function shownEntry(ctx: DevContext, manifest: Manifest): PageEntry | undefined {
  const { state } = ctx.router
  const index = siteIndexFor(manifest)
  const hit = index.resolver.resolve((state.resolvedLocation ?? state.location).pathname)
  return hit && index.resolver.page(hit.route)
}

/** The shown page's file and includes (empty off a page or before the manifest loaded). */
export function shownFiles(ctx: DevContext): string[] {
  const manifest = cachedManifest(ctx)
  const entry = manifest && shownEntry(ctx, manifest)
  return entry ? [entry.file, ...(entry.includes ?? [])] : []
}
