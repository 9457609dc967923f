// What the page load needs of a query cache: a query's data, loaded once (ensure), or loaded again
// (refetch). The app's is its QueryClient (queryCacheOf); the first paint's is a stand-in of the
// same two calls without the query library (app/first-paint/first-paint-cache.ts), whose results
// the app puts in its QueryClient when it starts, so nothing is loaded twice.

import type { QueryClient } from '@tanstack/react-query'

/** A query as the page load defines it: its key and its fetcher (the app's QueryClient holds its options). */
export interface PageQuery<T> {
  queryKey: readonly unknown[]
  queryFn: (context: { signal?: AbortSignal }) => Promise<T>
}

/** The two calls of a query cache the page load makes. */
export interface QueryCache {
  /** The query's data: the cached one, else loaded (once, however many ask). */
  ensure<T>(query: PageQuery<T>): Promise<T>
  /** The query's data loaded again, replacing the cached one. */
  refetch<T>(query: PageQuery<T>): Promise<T>
}

/** A query loaded before the app had its QueryClient (by the first paint): its key and its result to come. */
export interface KeptQuery {
  queryKey: readonly unknown[]
  result: Promise<unknown>
}

/** A cache the app takes over when it starts: the first paint's. */
export interface CacheHandover {
  /** The queries kept for the app, once; from then on the cache starts nothing. */
  takeOver(): KeptQuery[]
}

/**
 * Waits for the queries a cache handed over (the app would wait for the same data) and puts each
 * result in `queryClient` under its key; a query that failed is left to the app's loaders.
 */
export async function adoptQueries(queryClient: QueryClient, queries: KeptQuery[]): Promise<void> {
  const results = await Promise.allSettled(queries.map((query) => query.result))
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') queryClient.setQueryData(queries[i]!.queryKey, result.value)
  })
}

/** The app's QueryClient as the page load's cache. */
export function queryCacheOf(queryClient: QueryClient): QueryCache {
  return {
    ensure: (query) => queryClient.ensureQueryData(query),
    refetch: (query) => queryClient.fetchQuery({ ...query, staleTime: 0 }),
  }
}
