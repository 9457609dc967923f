// Cache names, message shapes and the download header shared by the service worker and the page.

/** App shell (shell pages and `_app/` files) of one build: `rd-shell-<scope path>|<version>`. */
export const SHELL_CACHE_PREFIX = 'rd-shell-'

/**
 * Markdown and search files of one manifest: `rd-content-<contentHash>`. Keying by the
 * manifest's hash keeps an old search index or page from being served with a new manifest.
 */
const CONTENT_CACHE_PREFIX = 'rd-content-'

/** Images, PDFs and other unhashed files (stale-while-revalidate). */
export const ASSET_CACHE = 'rd-assets'

/** Holds the manifest the content cache belongs to. */
export const META_CACHE = 'rd-meta'

/**
 * Request header of "Make available offline" downloads: the worker fetches from the network
 * and stores the answer even when a copy is cached.
 */
export const OFFLINE_HEADER = 'x-runbook-offline'

/**
 * The start of the names of one worker's shell caches. Each documentation version built into a
 * folder has a worker of its own (scope: its base), and the origin's caches are shared: a worker
 * drops only its own scope's old caches, never another version's.
 * @example shellCachePrefix('/docs/5.7.0/') → 'rd-shell-/docs/5.7.0/|'
 */
export function shellCachePrefix(scopePath: string): string {
  return `${SHELL_CACHE_PREFIX}${scopePath}|`
}

/** The start of the names of one worker's content caches (see shellCachePrefix). */
export function contentCachePrefix(scopePath: string): string {
  return `${CONTENT_CACHE_PREFIX}${scopePath}|`
}

/** Name of a content cache of the worker whose scope is `scopePath`. */
export function contentCacheName(contentHash: string, scopePath: string): string {
  return contentCachePrefix(scopePath) + contentHash
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
