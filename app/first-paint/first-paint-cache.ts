// The first paint's query cache: a stand-in of the two calls the page load makes of the app's
// QueryClient (app/page-load/page-cache.ts), without the query library, which the first paint does
// not download. What it loads is kept for the app, which takes it over once, when it starts
// (main.tsx's startApp): from then on the first paint starts nothing (the app loads for itself).

import type { CacheHandover, KeptQuery, PageQuery, QueryCache } from '../page-load/page-cache'

/** The first paint's cache, handed over to the app. */
export interface FirstPaintCache extends QueryCache, CacheHandover {
  /** True when the first paint loaded a query under `queryKey`. */
  has(queryKey: readonly unknown[]): boolean
  /** True once the app has taken over. */
  takenOver(): boolean
}

/** The entry of the app's script, as the first paint imports it. */
export interface AppEntry {
  startApp(firstPaint?: CacheHandover): Promise<void>
}

/** A new, empty first paint cache. */
export function firstPaintCache(): FirstPaintCache {
  const kept = new Map<string, KeptQuery>()
  let takenOver = false
  const id = (queryKey: readonly unknown[]) => JSON.stringify(queryKey)
  const refetch = <T>(query: PageQuery<T>): Promise<T> => {
    if (takenOver) return Promise.reject(new Error('taken over'))
    const result = query.queryFn({})
    result.catch(() => undefined) // the app reads the outcome (a failure it loads again itself)
    kept.set(id(query.queryKey), { queryKey: query.queryKey, result })
    return result
  }
  return {
    ensure: <T>(query: PageQuery<T>) =>
      (kept.get(id(query.queryKey))?.result as Promise<T> | undefined) ?? refetch(query),
    refetch,
    has: (queryKey) => kept.has(id(queryKey)),
    takenOver: () => takenOver,
    takeOver() {
      takenOver = true
      return [...kept.values()]
    },
  }
}
