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
   * Set when the offline index answered before the query's parts of the full text were in (from
   * the titles, headings and what else was in): settles when they are (ask again then for the
   * complete results), rejects when they cannot be had.
   */
  pending?: Promise<void>
  /**
   * Set with `pending` when the complete results may rank these hits differently (a large site's
   * first answer, from its lead pages alone): they replace these instead of following them.
   */
  provisional?: true
}

/**
 * The search facade (index.ts) as the dialog is handed it by the launcher: the dialog's chunk does
 * not import the facade, which loads the runtime, so the chunk-shaping file that groups the modules
 * the app shares with its lazy parts (app/entries/app-chunk.ts) need not reach the runtime it groups.
 */
export interface SiteSearch {
  /** Searches the site (index.ts's search). */
  search(term: string): Promise<SearchResponse>
  /** Starts loading search without waiting (index.ts's warmUp). */
  warmUp(): void
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
