// Cache strategies of the service worker: cache-first, stale-while-revalidate, network-and-store.

import type { ExtendableEventLike } from './sw-types'

const MATCH = { ignoreVary: true } as const

/** Only whole, same-origin, successful answers are worth keeping. */
function isStorable(response: Response): boolean {
  return response.status === 200 && response.type === 'basic'
}

/** Fetches and stores the answer under `key` (the URL without query by default). */
export async function networkAndStore(
  cacheName: string,
  request: Request,
  key: string = request.url,
): Promise<Response> {
  const response = await fetch(request)
  if (isStorable(response)) {
    const cache = await caches.open(cacheName)
    await cache.put(key, response.clone())
  }
  return response
}

/** For content-hashed files: the cached copy never goes stale. */
export async function cacheFirst(cacheName: string, request: Request): Promise<Response> {
  const hit = await (await caches.open(cacheName)).match(request.url, MATCH)
  return hit ?? networkAndStore(cacheName, request)
}

/**
 * Fetches and answers as soon as the network does; the copy is stored while the page already
 * reads the answer (a 200 KB page is not held back by its cache write).
 */
async function networkThenStore(event: ExtendableEventLike, cacheName: string, request: Request): Promise<Response> {
  const response = await fetch(request)
  if (isStorable(response)) {
    const copy = response.clone()
    event.waitUntil(
      caches
        .open(cacheName)
        .then((cache) => cache.put(request.url, copy))
        .catch(() => undefined),
    )
  }
  return response
}

/**
 * Answers from the cache at once when possible and refreshes the copy in the background
 * (the next visit sees the new version); without a copy it answers from the network.
 */
export async function staleWhileRevalidate(
  event: ExtendableEventLike,
  cacheName: string,
  request: Request,
): Promise<Response> {
  const hit = await (await caches.open(cacheName)).match(request.url, MATCH)
  if (!hit) return networkThenStore(event, cacheName, request)
  event.waitUntil(networkAndStore(cacheName, request).catch(() => undefined))
  return hit
}
