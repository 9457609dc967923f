// The page's side of the offline index: a worker builds it and answers queries (offline-worker.ts);
// where no worker can be had, or it fails, the page loads the engine's code and builds the same
// index itself.

import type { SearchHit, SearchIndexManifest } from '../../manifest/search/types'
import type { SearchWorkerMessage, SearchWorkerRequest } from './offline-worker'

/** The offline index as the runtime uses it, wherever it is built. */
export interface OfflineSearch {
  search(term: string): Promise<SearchHit[]>
  /** Settles when the sections' text is searchable (titles and headings are at once). */
  texts: Promise<void>
  /** True once `texts` has settled and succeeded. */
  textsIn(): boolean
  /** Stops the worker (queries after this are not answered). */
  close(): void
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
  let textsIn = false
  let settleTexts!: (error?: unknown) => void
  const texts = new Promise<void>((resolve, reject) => {
    settleTexts = (error) => (error === undefined ? resolve() : reject(error))
  })
  texts.catch(() => undefined)
  const waiting = new Map<number, { term: string; resolve(hits: SearchHit[]): void; reject(error: Error): void }>()
  let nextId = 0
  // The worker failed (its script, or the index there): build the index here and answer from it.
  const buildHere = () => {
    if (here) return
    worker.terminate()
    here = onMainThread(base, index)
    here.texts.then(() => settleTexts(), settleTexts)
    for (const query of waiting.values()) here.search(query.term).then(query.resolve, query.reject)
    waiting.clear()
  }
  worker.onmessage = ({ data: message }: MessageEvent<SearchWorkerMessage>) => {
    if (message.kind === 'hits' || message.kind === 'error') {
      const query = waiting.get(message.id)
      waiting.delete(message.id)
      if (message.kind === 'hits') query?.resolve(message.hits)
      else query?.reject(new Error(message.message))
    } else if (message.kind === 'texts') {
      textsIn = true
      settleTexts()
    } else if (message.kind === 'textsFailed') settleTexts(new Error(message.message))
    else buildHere()
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
    texts,
    textsIn: () => (here ? here.textsIn() : textsIn),
    close: () => worker.terminate(),
  }
}

/** The same index built on the page's own thread (the engine's code loaded first), its texts added in idle slices. */
function onMainThread(base: string, index: SearchIndexManifest): OfflineSearch {
  const offline = import('./offline-index').then((m) => m.loadOfflineIndex(base, index))
  const texts = offline.then((o) => o.texts)
  let textsIn = false
  texts.then(
    () => (textsIn = true),
    () => undefined,
  )
  return {
    search: async (term) => (await offline).search(term),
    texts,
    textsIn: () => textsIn,
    close: () => undefined,
  }
}
