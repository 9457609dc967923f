// A page's fetcher and query key, apart from the query options so the first paint can use them
// without the query library.

import type { PageEntry } from '../../manifest/types'
import { sourceUrl } from '../../manifest/paths/index'
import { fetchText } from './errors'

/** Reads a docs file's text by its docs-root relative path (rejects with a PageLoadError when it cannot). */
export type ReadText = (file: string, signal?: AbortSignal) => Promise<string>

/** The site's docs files, fetched from under `base`. */
export function siteReader(base: string): ReadText {
  return (file, signal) => fetchText(sourceUrl(base, file), signal)
}

/**
 * Reads the page file and every file it includes with `read`, keyed by docs-root relative path.
 * With `from`, the page file's text is read from there (a page's head, tools/publish/page-heads.ts).
 */
export async function fetchPageSources(
  read: ReadText,
  entry: PageEntry,
  signal?: AbortSignal,
  from = entry.file,
): Promise<Map<string, string>> {
  const paths = [entry.file, ...(entry.includes ?? [])]
  const texts = await Promise.all(paths.map((file, i) => read(i ? file : from, signal)))
  return new Map(paths.map((file, i) => [file, texts[i]!]))
}

/** A page query's key: the content hash is part of it, so a rebuilt manifest never shows a stale render. */
export function pageKey(entry: PageEntry) {
  return ['page', entry.route, entry.hash] as const
}
