// The search worker's side: builds the offline index and answers queries off the main thread, so
// neither the download nor the engine's build holds up the page (offline-search.ts is the page's
// side). The worker is the search runtime's own chunk started again as a module worker.

import type { SearchHit, SearchIndexManifest } from '../../manifest/search/types'
import { loadOfflineIndex } from './offline-index'
import type { OfflineIndex } from './offline-index-shape'

/** What the page asks: load the index once, then any number of queries. */
export type SearchWorkerRequest =
  { kind: 'load'; base: string; index: SearchIndexManifest } | { kind: 'search'; id: number; term: string }

/**
 * What the worker answers: hits or an error per query; for hits that are not complete yet (the
 * query's parts of the full text are still coming), then `complete` (ask again) or `incomplete`
 * (they could not be had).
 */
export type SearchWorkerMessage =
  | { kind: 'hits'; id: number; hits: SearchHit[]; complete: boolean; provisional?: true }
  | { kind: 'error'; id: number; message: string }
  | { kind: 'complete'; id: number }
  | { kind: 'incomplete'; id: number; message: string }
  /** The index could not be set up here: the page builds it itself. */
  | { kind: 'failed'; message: string }

/** The worker scope as this module uses it. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<SearchWorkerRequest>) => void) | null
  postMessage(message: SearchWorkerMessage): void
}

/** Answers the page's requests in this worker. */
export function serveOfflineSearch(scope: WorkerScope): void {
  let offline: OfflineIndex | undefined
  const post = (message: SearchWorkerMessage) => scope.postMessage(message)
  scope.onmessage = ({ data: request }) => {
    if (request.kind === 'load') {
      try {
        offline = loadOfflineIndex(request.base, request.index)
      } catch (error) {
        post({ kind: 'failed', message: String(error) })
      }
    } else if (offline) {
      const { id, term } = request
      try {
        const pending = offline.complete(term)
        const hits = offline.search(term)
        post({
          kind: 'hits',
          id,
          hits,
          complete: !pending,
          ...(pending && offline.provisional ? { provisional: true } : {}),
        })
        pending?.then(
          () => post({ kind: 'complete', id }),
          (error: unknown) => post({ kind: 'incomplete', id, message: String(error) }),
        )
      } catch (error) {
        post({ kind: 'error', id, message: String(error) })
      }
    }
  }
}
