// The page's side of the preview's worker (preview-worker.ts): a build of the folder and searches
// over it, each a promise answered by the worker.

import type { SearchHit } from '../../manifest/search/types'
import type { FolderBuild, FolderBuildRequest } from './build-folder'
import type { PreviewWorkerMessage, PreviewWorkerRequest } from './preview-worker'

/** The worker as the preview uses it. */
export interface PreviewBuilder {
  /** The folder's build; a large folder's first is preceded by a skimmed one, handed to `skimmed`. */
  build(request: FolderBuildRequest, skimmed?: (build: FolderBuild) => void): Promise<FolderBuild>
  search(term: string): Promise<SearchHit[]>
}

/** Starts the worker from `script` (its code as a Blob URL). */
export function startPreviewBuilder(script: string): PreviewBuilder {
  const worker = new Worker(script)
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  const skims = new Map<number, (build: FolderBuild) => void>()
  let nextId = 0
  worker.onmessage = ({ data }: MessageEvent<PreviewWorkerMessage>) => {
    if (data.kind === 'skimmed') return skims.get(data.id)?.(data.build)
    skims.delete(data.id)
    const call = waiting.get(data.id)
    waiting.delete(data.id)
    if (data.kind === 'built') call?.resolve(data.build)
    else if (data.kind === 'hits') call?.resolve(data.hits)
    else call?.reject(new Error(data.message))
  }
  worker.onerror = (event) => {
    for (const call of waiting.values()) call.reject(new Error(event.message || 'the preview worker failed'))
    waiting.clear()
  }
  const ask = <T>(request: PreviewWorkerRequest) =>
    new Promise<T>((resolve, reject) => {
      waiting.set(request.id, { resolve: resolve as (value: unknown) => void, reject })
      worker.postMessage(request)
    })
  return {
    build: (request, skimmed) => {
      const id = nextId++
      if (skimmed) skims.set(id, skimmed)
      return ask({ kind: 'build', id, request })
    },
    search: (term) => ask({ kind: 'search', id: nextId++, term }),
  }
}
