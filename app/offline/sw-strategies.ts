// Cache strategies of the service worker: cache-first, stale-while-revalidate, network-and-store.

import type { ExtendableEventLike } from './sw-types'

const MATCH = { ignoreVary: true } as const

/** Only whole, same-origin, successful answers are worth keeping. */
export function isStorable(response: Response): boolean {
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
export async function cacheFirst(
  cacheName: string,
  request: Request,
): Promise<Response> {
  const hit = await (await caches.open(cacheName)).match(request.url, MATCH)
  return hit ?? networkAndStore(cacheName, request)
}

/**
 * Answers from the cache at once when possible and refreshes the copy in the background
 * (the next visit sees the new version); without a copy it waits for the network.
 */
export async function staleWhileRevalidate(
  event: ExtendableEventLike,
  cacheName: string,
  request: Request,
): Promise<Response> {
  const hit = await (await caches.open(cacheName)).match(request.url, MATCH)
  const network = networkAndStore(cacheName, request)
  if (!hit) return network
  event.waitUntil(network.catch(() => undefined))
  return hit
}
