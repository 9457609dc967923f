// Cache names, message shapes and the download header shared by the service worker and the page.

/** App shell (shell pages and `_app/` files) of one build: `rd-shell-<version>`. */
export const SHELL_CACHE_PREFIX = 'rd-shell-'

/**
 * Markdown and search files of one manifest: `rd-content-<contentHash>`. Keying by the
 * manifest's hash keeps an old search index or page from being served with a new manifest.
 */
export const CONTENT_CACHE_PREFIX = 'rd-content-'

/** Images, PDFs and other unhashed files (stale-while-revalidate). */
export const ASSET_CACHE = 'rd-assets'

/** Holds the manifest the content cache belongs to. */
export const META_CACHE = 'rd-meta'

/**
 * Request header of "Make available offline" downloads: the worker fetches from the network
 * and stores the answer even when a copy is cached.
 */
export const OFFLINE_HEADER = 'x-runbook-offline'

/** Name of a content cache. */
export function contentCacheName(contentHash: string): string {
  return CONTENT_CACHE_PREFIX + contentHash
}

/** Worker → page: the server has a manifest with another contentHash (already cached). */
export interface ContentUpdatedMessage {
  type: 'content-updated'
  contentHash: string
}

/** Page → worker: activate the waiting worker now (the reader accepted the reload). */
export interface SkipWaitingMessage {
  type: 'skip-waiting'
}

/** Every message either side sends. */
export type OfflineMessage = ContentUpdatedMessage | SkipWaitingMessage

/** Type guard for messages arriving on either side. */
export function isOfflineMessage(value: unknown): value is OfflineMessage {
  const v = value as OfflineMessage | null
  return (
    typeof v === 'object' &&
    v !== null &&
    (v.type === 'skip-waiting' || (v.type === 'content-updated' && typeof v.contentHash === 'string'))
  )
}
