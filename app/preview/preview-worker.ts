// The preview's worker: builds the picked folder (build-folder.ts) and answers searches over it
// from an index built here, off the page's thread. Each build reuses the renders of the last one
// for the pages whose inputs did not change (the builder's cache), as the dev server does.

import { createBuildCache } from '../../manifest/builder/build-cache'
import { createSearchEngine, type SearchEngine } from '../../manifest/search/search-engine'
import type { SearchHit } from '../../manifest/search/types'
import { buildFolder, type FolderBuild, type FolderBuildRequest } from './build-folder'

/** What the page asks. */
export type PreviewWorkerRequest =
  { kind: 'build'; id: number; request: FolderBuildRequest } | { kind: 'search'; id: number; term: string }

/**
 * A first build of a folder of this many pages or more is preceded by a skimmed one (as the dev
 * server's first start is): the first page shows while every page renders.
 */
const SKIM_FROM_PAGES = 100

/** What the worker answers, by the request's id (a skimmed build first, then the full one). */
export type PreviewWorkerMessage =
  | { kind: 'skimmed'; id: number; build: FolderBuild }
  | { kind: 'built'; id: number; build: FolderBuild }
  | { kind: 'hits'; id: number; hits: SearchHit[] }
  | { kind: 'error'; id: number; message: string }

/** The worker scope as this module uses it. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<PreviewWorkerRequest>) => void) | null
  postMessage(message: PreviewWorkerMessage): void
}

/** Answers the page's requests in this worker. */
export function servePreview(scope: WorkerScope): void {
  const cache = createBuildCache()
  let engine: SearchEngine | undefined
  scope.onmessage = ({ data }) => {
    try {
      if (data.kind === 'build') {
        const pages = data.request.files.filter((f) => /\.md$/i.test(f.path)).length
        if (cache.renders.size === 0 && pages >= SKIM_FROM_PAGES) {
          // Its own cache but the page sources, which the full build then finds parsed.
          const { records: _none, ...skim } = buildFolder(
            data.request,
            { ...createBuildCache(), sources: cache.sources },
            true,
          )
          scope.postMessage({ kind: 'skimmed', id: data.id, build: skim })
        }
        const { records, ...build } = buildFolder(data.request, cache)
        // The page is shown first; a search asked meanwhile is answered once the index is built.
        scope.postMessage({ kind: 'built', id: data.id, build })
        engine = createSearchEngine(records)
      } else {
        scope.postMessage({ kind: 'hits', id: data.id, hits: engine ? engine.search(data.term) : [] })
      }
    } catch (error) {
      scope.postMessage({ kind: 'error', id: data.id, message: error instanceof Error ? error.message : String(error) })
    }
  }
}
