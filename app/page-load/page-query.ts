// The page query: fetch a page's markdown and its includes in parallel, then render it.

import { queryOptions } from '@tanstack/react-query'
import type { Manifest, PageEntry } from '../../manifest/types'
import type { RenderedPage } from './render/render-page'
import { withSanitizer } from '../sanitize/sanitize'
import { fetchPageSources, pageKey } from './fetch-page'

/** Loads the rendering chunk (cached by the module system after the first call). */
export function loadRenderer() {
  return import('./render/render-page')
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

/** Query options for one rendered page. */
export function pageQueryOptions(base: string, manifest: Manifest, entry: PageEntry) {
  return queryOptions({
    queryKey: pageKey(entry),
    queryFn: async ({ signal }): Promise<RenderedPage> => {
      // The pipeline (markdown-it and the check of its markup) is a separate chunk that main.tsx
      // starts loading at boot, in parallel with the manifest.
      const [{ renderPage }, files] = await Promise.all([loadRenderer(), fetchPageSources(base, entry, signal)])
      return renderPage(manifest, entry, files)
    },
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    retry: 1,
  })
}
