// The page's side of the offline index: a worker builds it and answers queries (offline-worker.ts);
// where no worker can be had, or it fails, the page loads the engine's code and builds the same
// index itself.

import type { SearchHit, SearchIndexManifest } from '../../manifest/search/types'
import type { SearchWorkerMessage, SearchWorkerRequest } from './offline-worker'

/**
 * One answer of the offline index: `pending` is set when the hits are from the titles, headings
 * and what else is in so far, and settles once the query's parts of the full text are in (ask again
 * then for the complete answer); it rejects when they cannot be had.
 */
interface OfflineAnswer {
  hits: SearchHit[]
  pending?: Promise<void>
  /** Set when the complete answer may rank these hits differently (it replaces them then). */
  provisional?: true
}

/** The offline index as the runtime uses it, wherever it is built. */
export interface OfflineSearch {
  search(term: string): Promise<OfflineAnswer>
  /** Stops the worker (queries after this are not answered). */
  close(): void
}

/** A query the worker has not answered or completed yet. */
interface Waiting {
  term: string
  resolve(answer: OfflineAnswer): void
  reject(error: Error): void
  /** Set once the hits came, while the query's parts are still coming. */
  settle?: (error?: Error) => void
}

/**
 * Starts the offline index in a worker running `script` (offline-worker-main.ts bundled); `base`
 * is absolute, as the worker resolves it.
 */
export function startOfflineSearch(base: string, index: SearchIndexManifest, script: string): OfflineSearch {
  let worker: Worker
  try {
    worker = new Worker(script)
  } catch {
    return onMainThread(base, index)
  }
  let here: OfflineSearch | undefined
  const waiting = new Map<number, Waiting>()
  let nextId = 0
  // The worker failed (its script, or the index there): build the index here and answer from it.
  const buildHere = () => {
    if (here) return
    worker.terminate()
    here = onMainThread(base, index)
    for (const query of waiting.values()) {
      if (query.settle) query.settle()
      else here.search(query.term).then(query.resolve, query.reject)
    }
    waiting.clear()
  }
  worker.onmessage = ({ data: message }: MessageEvent<SearchWorkerMessage>) => {
    if (message.kind === 'failed') return buildHere()
    const query = waiting.get(message.id)
    if (!query) return
    if (message.kind === 'hits') {
      if (message.complete) {
        waiting.delete(message.id)
        query.resolve({ hits: message.hits })
        return
      }
      const pending = new Promise<void>((resolve, reject) => {
        query.settle = (error) => (error ? reject(error) : resolve())
      })
      pending.catch(() => undefined)
      query.resolve({ hits: message.hits, pending, ...(message.provisional ? { provisional: true } : {}) })
    } else {
      waiting.delete(message.id)
      if (message.kind === 'error') query.reject(new Error(message.message))
      else query.settle?.(message.kind === 'incomplete' ? new Error(message.message) : undefined)
    }
  }
  worker.onerror = buildHere
  const load: SearchWorkerRequest = { kind: 'load', base, index }
  worker.postMessage(load)
  return {
    search(term) {
      if (here) return here.search(term)
      return new Promise((resolve, reject) => {
        const id = nextId++
        waiting.set(id, { term, resolve, reject })
        const request: SearchWorkerRequest = { kind: 'search', id, term }
        worker.postMessage(request)
      })
    },
    close: () => worker.terminate(),
  }
}

/** The same index built on the page's own thread (the engine's code loaded first). */
function onMainThread(base: string, index: SearchIndexManifest): OfflineSearch {
  const offline = import('./offline-index').then((m) => m.loadOfflineIndex(base, index))
  return {
    async search(term) {
      const loaded = await offline
      const pending = loaded.complete(term)
      pending?.catch(() => undefined)
      return {
        hits: loaded.search(term),
        ...(pending ? { pending } : {}),
        ...(pending && loaded.provisional ? { provisional: true as const } : {}),
      }
    },
    close: () => undefined,
  }
}
