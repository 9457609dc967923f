// The service worker: app shell precache, per-request cache strategies, offline downloads, update hand-over.

import { isPreviewPath } from '../../manifest/paths/preview-path'
import { decodePath } from '../../manifest/paths/decode-path'
import {
  ASSET_CACHE,
  META_CACHE,
  OFFLINE_HEADER,
  SHELL_CACHE_PREFIX,
  contentCacheName,
  shellCachePrefix,
  isOfflineMessage,
  type ContentUpdatedMessage,
} from '../offline/cache-names'
import { createContentState } from '../offline/sw-content'
import { cacheFirst, networkAndStore, staleWhileRevalidate } from '../offline/sw-strategies'
import type { FetchEventLike, ServiceWorkerScopeLike } from '../offline/sw-types'
import { appFolderOf, inVersionFolder, versionFoldersOf } from '../offline/sw-version-folders'

/** Shell files to precache, relative to the scope (set by tools/publish/service-worker-build.ts). */
declare const __SHELL_FILES__: string[]
/** Hash over every `_app/` file name of this build: a new bundle is a new worker. */
declare const __SHELL_VERSION__: string

const sw = self as unknown as ServiceWorkerScopeLike
const scope = sw.registration.scope
const base = new URL(scope).pathname
const shellCache = shellCachePrefix(base) + __SHELL_VERSION__
/** The app bundle's folder: under the scope, or the base's for an older version built into a folder. */
const appFolder = appFolderOf(__SHELL_FILES__, scope)
/** Files never cached: the worker itself and the lists that must always be fresh. */
const PASS_THROUGH = new Set(['sw.js', 'offline-assets.json'])
/** Content-hashed search files (`terms-0.0123456789.json`, `shard-0.0123456789.json`) never change. */
const HASHED_SEARCH = /^search\/.+\.[0-9a-f]{8,}\.json$/

const content = createContentState(scope, async (contentHash) => {
  versionFolders = undefined
  const message: ContentUpdatedMessage = { type: 'content-updated', contentHash }
  for (const client of await sw.clients.matchAll({ type: 'window' })) {
    client.postMessage(message)
  }
})

/** Folders of other documentation versions under the scope, once read from the manifest. */
let versionFolders: string[] | undefined
let readingFolders: Promise<string[]> | undefined

/** Reads them from the cached manifest (else the network's); none when neither answers. */
function loadVersionFolders(): Promise<string[]> {
  readingFolders ??= (async () => {
    try {
      const cached = await (await caches.open(META_CACHE)).match(content.manifestUrl)
      const response = cached ?? (await fetch(content.manifestUrl, { credentials: 'same-origin' }))
      versionFolders = versionFoldersOf(await response.json(), base)
    } catch {
      versionFolders = []
    }
    readingFolders = undefined
    return versionFolders
  })()
  return readingFolders
}

/** Cache key of a shell file: `index.html` is the base URL itself. */
function shellUrl(file: string): string {
  return new URL(file === 'index.html' ? '' : file, scope).href
}

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(shellCache).then(async (cache) => {
      for (const file of __SHELL_FILES__) {
        // Every shell file but the generic page has its content's hash in its name: the copy the
        // page just loaded is the one to keep (no second request); the page is asked for anew.
        const mode = file === '404.html' ? 'no-cache' : 'force-cache'
        const response = await fetch(new URL(file, scope).href, { cache: mode })
        if (response.ok) await cache.put(shellUrl(file), response)
      }
    }),
  )
})

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        // This scope's older shells, and those of builds before caches were named by scope.
        const legacy = name.startsWith(SHELL_CACHE_PREFIX) && !name.includes('|')
        if ((name.startsWith(shellCachePrefix(base)) && name !== shellCache) || legacy) {
          await caches.delete(name)
        }
      }
      await sw.clients.claim()
      // Remember the manifest now, so pages visited from here on can be cached under its hash.
      await content.currentHash()
      await loadVersionFolders()
    })(),
  )
})

sw.addEventListener('message', (event) => {
  if (isOfflineMessage(event.data) && event.data.type === 'skip-waiting') {
    event.waitUntil(sw.skipWaiting())
  }
})

sw.addEventListener('fetch', (event) => {
  const { request } = event
  // Media range requests stay with the browser: a cached whole file is not a partial answer.
  if (request.method !== 'GET' || request.headers.has('range')) return
  const url = new URL(request.url)
  if (url.origin !== location.origin) return
  if (!url.pathname.startsWith(base)) {
    // An older version's pages load the app bundle at the base: shell files of this worker too.
    if (url.pathname.startsWith(appFolder)) event.respondWith(cacheFirst(shellCache, request))
    return
  }
  const encoded = url.pathname.slice(base.length)
  // A malformed escape is looked up as written.
  const rel = decodePath(encoded) ?? encoded
  if (PASS_THROUGH.has(rel)) return
  // The browser preview's addresses are its own page's (the network's), never this site's shells.
  if (isPreviewPath(rel)) return
  // Another version's folder is its own worker's (or the network's), never this one's.
  const folders = versionFolders
  if (folders) {
    if (inVersionFolder(rel, folders)) return
    const answer = route(event, rel)
    if (answer) event.respondWith(answer)
    return
  }
  event.respondWith(
    loadVersionFolders().then((known) =>
      inVersionFolder(rel, known) ? fetch(request) : (route(event, rel) ?? fetch(request)),
    ),
  )
})

/** Picks the strategy for a request under the scope; undefined lets the browser handle it. */
function route(event: FetchEventLike, rel: string): Promise<Response> | undefined {
  const { request } = event
  const download = request.headers.has(OFFLINE_HEADER)
  if (request.mode === 'navigate') return navigation(request)
  if (rel.startsWith('_app/')) return cacheFirst(shellCache, request)
  if (rel === '404.html' || rel === 'index.html') return shellPage(request, rel, download)
  if (rel === 'manifest.json') return manifest(event)
  if (rel.endsWith('.md') || rel.startsWith('search/')) {
    return contentFile(event, rel, download)
  }
  if (request.cache === 'no-store' && !download) return undefined
  return download ? networkAndStore(ASSET_CACHE, request) : staleWhileRevalidate(event, ASSET_CACHE, request)
}

/** Visited route shells come from the cache; offline, any route gets the generic shell. */
async function navigation(request: Request): Promise<Response> {
  const cache = await caches.open(shellCache)
  const key = request.url.replace(/[?#].*$/, '')
  const hit = await cache.match(key, { ignoreSearch: true, ignoreVary: true })
  if (hit) return hit
  try {
    const response = await fetch(request)
    const html = response.headers.get('content-type')?.includes('text/html')
    if (response.status === 200 && html) await cache.put(key, response.clone())
    return response
  } catch (error) {
    const shell =
      (await cache.match(shellUrl('404.html'))) ?? (await caches.match(shellUrl('404.html'), { ignoreVary: true }))
    if (shell) return shell
    throw error
  }
}

/** A shell page fetched directly (by a download): stored under its URL, from the cache when offline. */
async function shellPage(request: Request, rel: string, download: boolean): Promise<Response> {
  const key = shellUrl(rel)
  if (!download) {
    const hit = await (await caches.open(shellCache)).match(key, { ignoreVary: true })
    if (hit) return hit
  }
  return networkAndStore(shellCache, request, key)
}

/** Stale-while-revalidate; a `no-store` request (update check, download) goes to the network first. */
async function manifest(event: FetchEventLike): Promise<Response> {
  const { request } = event
  const cached = await (await caches.open(META_CACHE)).match(content.manifestUrl)
  const fresh = request.cache === 'no-store' || request.headers.has(OFFLINE_HEADER)
  if (!cached || fresh) {
    try {
      return await content.refresh(request)
    } catch (error) {
      if (cached) return cached
      throw error
    }
  }
  event.waitUntil(content.refresh().catch(() => undefined))
  return cached
}

/** Markdown and search files live in the cache of the current manifest's contentHash. */
async function contentFile(event: FetchEventLike, rel: string, download: boolean): Promise<Response> {
  const { request } = event
  const hash = await content.currentHash()
  if (!hash) return fetch(request)
  const cacheName = contentCacheName(hash, base)
  if (download) return networkAndStore(cacheName, request)
  if (HASHED_SEARCH.test(rel)) return cacheFirst(cacheName, request)
  if (request.cache === 'no-store') return fetch(request)
  return staleWhileRevalidate(event, cacheName, request)
}
