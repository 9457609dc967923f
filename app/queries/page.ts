// The page query: fetch a page's markdown and its includes in parallel, then render it.

import { queryOptions } from '@tanstack/react-query'
import type { Manifest, PageEntry } from '../../manifest/types'
import type { RenderedPage } from '../content/render-page'
import { sourceUrl } from '../../manifest/paths'
import { fetchText } from './errors'

/** Fetches the page file and every file it includes, keyed by docs-root relative path. */
async function fetchPageSources(base: string, entry: PageEntry, signal?: AbortSignal): Promise<Map<string, string>> {
  const paths = [entry.file, ...(entry.includes ?? [])]
  const texts = await Promise.all(paths.map((file) => fetchText(sourceUrl(base, file), signal)))
  return new Map(paths.map((file, i) => [file, texts[i]!]))
}

/** Loads the rendering chunk (cached by the module system after the first call). */
export function loadRenderer() {
  return import('../content/render-page')
}

/** Query options for a site notice rendered from inline markdown. */
export function snippetQueryOptions(manifest: Manifest, markdown: string) {
  return queryOptions({
    queryKey: ['snippet', manifest.contentHash, markdown],
    queryFn: async () => (await loadRenderer()).renderSnippet(manifest, markdown),
    staleTime: Infinity,
  })
}

/**
 * Query options for one rendered page. The content hash is part of the key, so a rebuilt
 * manifest never shows a stale render.
 */
export function pageQueryOptions(base: string, manifest: Manifest, entry: PageEntry) {
  return queryOptions({
    queryKey: ['page', entry.route, entry.hash],
    queryFn: async ({ signal }): Promise<RenderedPage> => {
      // The pipeline (markdown-it, DOMPurify, highlight.js core) is a separate chunk that
      // main.tsx starts loading at boot, in parallel with the manifest.
      const [{ renderPage }, files] = await Promise.all([loadRenderer(), fetchPageSources(base, entry, signal)])
      return renderPage(manifest, entry, files)
    },
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    retry: 1,
  })
}
