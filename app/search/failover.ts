// Search mode policy: offline only, hosted only, or hosted first with the offline index as a fallback.

import type { SearchConfig } from '../../manifest/types'
import type { SearchHit } from '../../manifest/search/types'
import { isAbortError, type SearchResponse } from './types'

/** Constants of the failover: when the hosted service counts as failed and for how long. */
export const FAILOVER_TIMEOUT_MS = 1500
const FAILOVER_MAX_FAILURES = 3

/** The two sides the policy chooses between. */
export interface FailoverSources {
  mode: SearchConfig['mode']
  /** Hosted query (debounced, with its own timeout); absent when no hosted config exists. */
  hosted?: (term: string) => Promise<SearchHit[]>
  /** Offline answer: hits, and `pending` while the query's parts of the full text are still coming. */
  offline: (term: string) => Promise<{ hits: SearchHit[]; pending?: Promise<void>; provisional?: true }>
  maxFailures?: number
}

/**
 * Returns the mode-aware search. In `auto` mode any hosted failure (network, non-2xx, unparseable,
 * timeout) answers from the offline index at once, flagged `fallback`; after `maxFailures`
 * failures hosted search is skipped for the rest of the session. Aborted (superseded) queries reject.
 */
export function createFailoverSearch(sources: FailoverSources) {
  const maxFailures = sources.maxFailures ?? FAILOVER_MAX_FAILURES
  let failures = 0
  const offline = async (term: string, fallback: boolean) => ({
    ...(await sources.offline(term)),
    source: 'offline' as const,
    ...(fallback ? { fallback } : {}),
  })
  return {
    /** Hosted failures so far and whether hosted search was given up. */
    state: () => ({ failures, hostedDisabled: failures >= maxFailures }),
    async search(term: string): Promise<Omit<SearchResponse, 'terms'>> {
      const { mode, hosted } = sources
      if (mode === 'offline' || !hosted) return offline(term, mode !== 'offline')
      if (mode === 'hosted') return { hits: await hosted(term), source: 'hosted' }
      if (failures >= maxFailures) return offline(term, true)
      try {
        const hits = await hosted(term)
        failures = 0
        return { hits, source: 'hosted' }
      } catch (error) {
        if (isAbortError(error)) throw error
        failures += 1
        return offline(term, true)
      }
    },
  }
}
