// Search facade: tiny and lazy; the engine, index and hosted client load on first use, so the app pays nothing for search until a reader opens it.

import { readBase } from '../lib/base-path'
import { requestSearchIndex } from './index-request'
import type { SearchRuntime } from './runtime'
import type { SearchResponse } from './types'

let runtime: Promise<SearchRuntime> | undefined

/** `version`: the older version being read, for the hosted search's facet (one per app instance). */
function load(version?: string): Promise<SearchRuntime> {
  runtime ??= loadRuntime(readBase(document), version)
  return runtime
}

/** The runtime's code and index.json, requested together (one round trip, not two in a row). */
function loadRuntime(base: string, version?: string): Promise<SearchRuntime> {
  const index = requestSearchIndex(base)
  index.catch(() => undefined)
  return import('./runtime')
    .then((m) => m.createSearchRuntime(base, index, version))
    .catch((error: unknown) => {
      runtime = undefined
      throw error
    })
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
}
