// The worker's current manifest: refreshes, new-deployment detection and moving unchanged files to the new cache.

import { META_CACHE, contentCacheName, contentCachePrefix } from './cache-names'

/** The part of the manifest the worker reads. */
interface ManifestLite {
  contentHash: string
  pages: { file: string; hash: string }[]
}

/**
 * Reads contentHash and each page's file and hash from manifest.json, in its compact wire form
 * (`pages` as columns, see manifest/compact.ts) or the full form (`pages` as objects).
 */
function asManifestLite(value: unknown): ManifestLite | undefined {
  const v = value as { contentHash?: unknown; pages?: unknown } | null
  if (typeof v !== 'object' || v === null || typeof v.contentHash !== 'string') {
    return undefined
  }
  if (Array.isArray(v.pages)) {
    return { contentHash: v.contentHash, pages: v.pages as ManifestLite['pages'] }
  }
  const table = v.pages as { file?: unknown; hash?: unknown } | undefined
  if (!Array.isArray(table?.file) || !Array.isArray(table.hash)) return undefined
  const hashes = table.hash as string[]
  const pages = (table.file as string[]).map((file, i) => ({ file, hash: hashes[i] }))
  return { contentHash: v.contentHash, pages }
}

/** What the fetch handler asks of the manifest state. */
export interface ContentState {
  /** URL of manifest.json under the scope. */
  manifestUrl: string
  /** contentHash of the cached manifest, fetching it once when nothing is cached (undefined offline). */
  currentHash(): Promise<string | undefined>
  /** Network fetch of the manifest; stores it, migrates caches and notifies on a new contentHash. */
  refresh(request?: Request): Promise<Response>
}

/**
 * Creates the state for a scope. `notify` is called with the new contentHash after a deployment
 * with other content has been detected and its caches are ready.
 */
export function createContentState(scope: string, notify: (contentHash: string) => Promise<void>): ContentState {
  const manifestUrl = new URL('manifest.json', scope).href
  const base = new URL(scope).pathname
  let current: string | undefined
  let inFlight: Promise<Response> | undefined

  async function readCached(): Promise<ManifestLite | undefined> {
    const hit = await (await caches.open(META_CACHE)).match(manifestUrl)
    return hit ? asManifestLite(await hit.json().catch(() => undefined)) : undefined
  }

  /** Copies what did not change from the old content cache; the rest is fetched again when asked. */
  async function migrate(from: ManifestLite, to: ManifestLite): Promise<void> {
    const oldCache = await caches.open(contentCacheName(from.contentHash, base))
    const newCache = await caches.open(contentCacheName(to.contentHash, base))
    const before = new Map(from.pages.map((p) => [p.file, p.hash]))
    const keep = new Set<string>()
    for (const page of to.pages) {
      if (before.get(page.file) === page.hash) {
        keep.add(new URL(encodeFile(page.file), scope).href)
      }
    }
    for (const request of await oldCache.keys()) {
      const path = new URL(request.url).pathname
      // Search term parts, shards and tails carry their own content hash in the name; index.json does not.
      const hashedSearch = path.startsWith(base + 'search/') && !path.endsWith('/index.json')
      if (!keep.has(request.url) && !hashedSearch) continue
      const hit = await oldCache.match(request)
      if (hit) await newCache.put(request, hit)
    }
  }

  async function dropOtherContentCaches(keep: string): Promise<void> {
    for (const name of await caches.keys()) {
      if (name.startsWith(contentCachePrefix(base)) && name !== contentCacheName(keep, base)) {
        await caches.delete(name)
      }
    }
  }

  async function doRefresh(request?: Request): Promise<Response> {
    const response = await fetch(request ?? new Request(manifestUrl, { credentials: 'same-origin' }), {
      cache: 'no-store',
    })
    if (response.status !== 200) return response
    const next = asManifestLite(
      await response
        .clone()
        .json()
        .catch(() => undefined),
    )
    if (!next) return response
    const old = await readCached()
    const changed = !!old && old.contentHash !== next.contentHash
    if (changed) await migrate(old, next)
    await (await caches.open(META_CACHE)).put(manifestUrl, response.clone())
    current = next.contentHash
    await dropOtherContentCaches(next.contentHash)
    if (changed) await notify(next.contentHash)
    return response
  }

  return {
    manifestUrl,
    async currentHash() {
      if (current) return current
      const cached = await readCached()
      if (cached) return (current = cached.contentHash)
      await this.refresh().catch(() => undefined)
      return current
    },
    refresh(request) {
      // Concurrent callers share one download so a migration never runs twice at once.
      inFlight ??= doRefresh(request).finally(() => (inFlight = undefined))
      return inFlight.then((r) => r.clone())
    },
  }
}

/** Docs-root relative file → URL path segment encoding, the same as the app's fetches. */
function encodeFile(file: string): string {
  return file.split('/').map(encodeURIComponent).join('/')
}
