// What either offline index (offline-index.ts, offline-index-by-term.ts) offers the worker.

import type { SearchHit } from '../../manifest/search/types'

/** An engine that answers from titles and headings now and grows as the parts a query needs arrive. */
export interface OfflineIndex {
  /** Best records first (from what has arrived so far). */
  search(term: string): SearchHit[]
  /**
   * Undefined when the answer to `term` is complete (the outline and its terms' parts are in);
   * else starts loading what it lacks and settles once it is in (ask again then).
   */
  complete(term: string): Promise<void> | undefined
  /**
   * True when an answer given before `complete` settles may rank differently once it has (a site
   * split by term answers first from its lead pages): the complete answer replaces it.
   */
  readonly provisional: boolean
}
