// The search worker's side: builds the offline index and answers queries off the main thread, so
// neither the download nor the engine's build holds up the page (offline-search.ts is the page's
// side). The worker is the search runtime's own chunk started again as a module worker.

import type { SearchHit, SearchIndexManifest } from '../../manifest/search/types'
import { loadOfflineIndex, type OfflineIndex } from './offline-index'

/** What the page asks: load the index once, then any number of queries. */
export type SearchWorkerRequest =
  { kind: 'load'; base: string; index: SearchIndexManifest } | { kind: 'search'; id: number; term: string }

/** What the worker answers: hits or an error per query, and when the sections' text is searchable. */
export type SearchWorkerMessage =
  | { kind: 'hits'; id: number; hits: SearchHit[] }
  | { kind: 'error'; id: number; message: string }
  | { kind: 'texts' }
  | { kind: 'textsFailed'; message: string }
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
        return
      }
      offline.texts.then(
        () => post({ kind: 'texts' }),
        (error: unknown) => post({ kind: 'textsFailed', message: String(error) }),
      )
    } else if (offline) {
      try {
        post({ kind: 'hits', id: request.id, hits: offline.search(request.term) })
      } catch (error) {
        post({ kind: 'error', id: request.id, message: String(error) })
      }
    }
  }
}
