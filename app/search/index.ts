// Search facade: tiny and lazy; the engine, index and hosted client load on first use, so the app pays nothing for search until a reader opens it.

import { readBase } from '../lib/base-path'
import type { SearchRuntime } from './runtime'
import type { SearchResponse } from './types'

let runtime: Promise<SearchRuntime> | undefined

function load(): Promise<SearchRuntime> {
  runtime ??= import('./runtime')
    .then((m) => m.createSearchRuntime(readBase(document)))
    .catch((error: unknown) => {
      runtime = undefined
      throw error
    })
  return runtime
}

/**
 * Starts loading search (code, settings and, unless hosted-only, the offline index) without waiting.
 * Call it when the search field gets focus or the search button is hovered.
 */
export async function preload(): Promise<void> {
  await load()
}

/**
 * Searches the site; hit urls are routes with an optional `#anchor`.
 * Rejects with an `AbortError` DOMException when a newer query superseded this one (hosted debounce).
 */
export async function search(term: string): Promise<SearchResponse> {
  return (await load()).search(term)
}

/**
 * Forgets the loaded runtime so the next search reads `search/index.json` again (the dev app
 * calls it after a content change; the index there is rebuilt by the production builder).
 */
export function resetSearch(): void {
  runtime = undefined
}
