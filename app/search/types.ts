// What the search facade answers: hits plus where they came from.

import type { SearchHit } from '../../manifest/search/types'

/** Which index answered. */
type SearchSource = 'offline' | 'hosted'

/** The answer to one query. */
export interface SearchResponse {
  hits: SearchHit[]
  source: SearchSource
  /** Query terms, for highlighting snippets. */
  terms: string[]
  /** True when the hosted service failed and the offline index answered instead. */
  fallback?: boolean
  /**
   * Set when the offline index answered from titles and headings alone: settles when the
   * sections' text is searchable too (ask again then for full-text results).
   */
  pending?: Promise<void>
}

/** Why a hosted query failed (all count as failures for the failover). */
export type HostedFailure = 'network' | 'status' | 'parse' | 'timeout'

/** A failed hosted query. */
export class HostedSearchError extends Error {
  constructor(
    readonly kind: HostedFailure,
    message: string,
  ) {
    super(message)
    this.name = 'HostedSearchError'
  }
}

/** True for the rejection of a call superseded by a newer one (not a failure). */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}
