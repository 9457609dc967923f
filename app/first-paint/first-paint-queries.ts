// The queries the first paint ran for the app: the manifest and the page it showed. The app puts
// their results in its QueryClient under the keys its loaders use (seedQueryClient, called by
// main.tsx), so nothing the first paint fetched, parsed or rendered is done again.

import type { QueryClient } from '@tanstack/react-query'

/** A query the first paint started: its key and its result to come. */
interface FirstPaintQuery {
  queryKey: readonly unknown[]
  result: Promise<unknown>
}

/** The cache of the first paint's queries, open until the app takes them over. */
const firstPaintQueries = { started: [] as FirstPaintQuery[], takenOver: false }

/** True once the app has taken over: the first paint starts nothing more (the app loads for itself). */
export function appHasTakenOver(): boolean {
  return firstPaintQueries.takenOver
}

/** Keeps a started query's result for the app, which reads its outcome (a failure it loads again itself). */
export function keepForApp(queryKey: readonly unknown[], result: Promise<unknown>): void {
  if (firstPaintQueries.takenOver) return
  result.catch(() => undefined)
  firstPaintQueries.started.push({ queryKey, result })
}

/** Takes the first paint's queries over, once; from now on the first paint starts nothing. */
export function takeOverFirstPaint(): FirstPaintQuery[] {
  firstPaintQueries.takenOver = true
  return firstPaintQueries.started.splice(0)
}

/**
 * Waits for the queries the first paint started (the app would wait for the same data) and puts
 * each result in `queryClient` under its key; a query that failed is left to the app's loaders.
 */
export async function seedQueryClient(queryClient: QueryClient, queries: FirstPaintQuery[]): Promise<void> {
  const results = await Promise.allSettled(queries.map((query) => query.result))
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') queryClient.setQueryData(queries[i]!.queryKey, result.value)
  })
}
