// Search facade: tiny and lazy; the dialog, the engine, index and hosted client load on first use,
// or ahead of it once the app is idle (prefetchSearch), so the app pays nothing for search at its start.

import type { SearchIndexManifest } from '../../manifest/search/types'
import { readBase } from '../lib/base-path'
import { readIndexManifest, requestSearchIndex } from './index-request'
import type { SearchRuntime } from './runtime'
import type { SearchResponse } from './types'

/** What a search starts from: the runtime's code and index.json, read. */
interface SearchParts {
  code: Promise<typeof import('./runtime')>
  index: Promise<SearchIndexManifest>
}

let runtime: Promise<SearchRuntime> | undefined
/** What prefetchSearch fetched ahead of use, until the first search takes it. */
let ahead: SearchParts | undefined

/** Requests the runtime's code and index.json together (one round trip, not two in a row). */
function fetchParts(base: string): SearchParts {
  const index = requestSearchIndex(base).then(readIndexManifest)
  index.catch(() => undefined)
  return { code: import('./runtime'), index }
}

/** `version`: the older version being read, for the hosted search's facet (one per app instance). */
function load(version?: string): Promise<SearchRuntime> {
  runtime ??= loadRuntime(readBase(document), version)
  return runtime
}

/** The runtime from what was fetched ahead (an index.json that failed then is asked for again), else fetched now. */
function loadRuntime(base: string, version?: string): Promise<SearchRuntime> {
  const parts = ahead ?? fetchParts(base)
  const index = ahead ? ahead.index.catch(() => requestSearchIndex(base).then(readIndexManifest)) : parts.index
  ahead = undefined
  return parts.code
    .then((m) => m.createSearchRuntime(base, index, version))
    .catch((error: unknown) => {
      runtime = undefined
      throw error
    })
}

/** The search dialog's component, once its code has arrived. */
type SearchDialogComponent = typeof import('./SearchDialog').SearchDialog
let dialogCode: SearchDialogComponent | undefined

/** The search dialog's component: one chunk (app/entries/app-chunk.ts holds what it shares with the app). */
export function loadSearchDialog(): Promise<SearchDialogComponent> {
  return import('./SearchDialog').then((m) => (dialogCode = m.SearchDialog))
}

/** The search dialog's component if its code has arrived (fetched ahead or opened before), else undefined. */
export function loadedSearchDialog(): SearchDialogComponent | undefined {
  return dialogCode
}

/**
 * Fetches what the reader's first search needs, once: the dialog's code, the runtime's (the search
 * worker's script is part of it) and index.json, which the first search then takes instead of
 * asking again. The shards are left to the first search. Called once the app is idle, so at the
 * browser's usual priority: asked for at low priority, index.json waited on HTTP/1.1 behind the
 * page's images (30 navigation icons on a corpus page) and arrived 2 s after the reader's '/' on
 * the 400 kbit/s link. Settles when all have arrived or failed (the first search asks again for
 * what failed); when search has already started loading, when that has.
 */
export function prefetchSearch(): Promise<void> {
  if (!runtime) ahead ??= fetchParts(readBase(document))
  const parts = ahead ? [ahead.code, ahead.index] : [runtime]
  return Promise.allSettled([loadSearchDialog(), ...parts]).then(() => undefined)
}

/**
 * Starts loading search (code, settings and, unless hosted-only, the offline index) without
 * waiting and without failing (the next search tries again). Called when search opens, and when
 * the search button is hovered or focused.
 */
export function warmUp(version?: string): void {
  void load(version).catch(() => undefined)
}

/**
 * Searches the site; hit urls are routes with an optional `#anchor`.
 * Rejects with an `AbortError` DOMException when a newer query superseded this one (hosted debounce).
 */
export async function search(term: string, version?: string): Promise<SearchResponse> {
  return (await load(version)).search(term)
}

/**
 * Forgets the loaded runtime (its worker stopped) so the next search reads `search/index.json`
 * again (the dev app calls it after a content change; the index there is rebuilt by the production builder).
 */
export function resetSearch(): void {
  void runtime?.then((loaded) => loaded.close()).catch(() => undefined)
  runtime = undefined
  ahead = undefined
}
