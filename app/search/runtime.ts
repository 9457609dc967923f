// The loaded search runtime (lazy chunk): reads search/index.json, wires offline, hosted and failover.

import { hitRoute } from '../../manifest/search/hit-route'
import { queryTerms } from '../../manifest/search/query-terms'
import type { SearchHit } from '../../manifest/search/types'
import { createFailoverSearch, FAILOVER_TIMEOUT_MS } from './failover'
import { createHostedClient } from './hosted-client'
import { usesHostedSearch } from '../../manifest/hosted-search'
import { fetchIndexManifest, loadOfflineIndex, type OfflineIndex } from './offline-index'
import type { SearchResponse } from './types'

/** Hosted-only mode waits longer before calling a query failed. */
const HOSTED_ONLY_TIMEOUT_MS = 10_000

/** What the facade delegates to once loaded. */
export interface SearchRuntime {
  search(term: string): Promise<SearchResponse>
}

/**
 * Creates the runtime for the site under `base`. The offline index starts loading at once unless
 * the mode is `hosted` (then it is never downloaded).
 */
export async function createSearchRuntime(base: string): Promise<SearchRuntime> {
  const index = await fetchIndexManifest(base)
  const config = index.search
  let offline: Promise<OfflineIndex> | undefined
  const loadOffline = () => (offline ??= loadOfflineIndex(base, index))
  const hosted = usesHostedSearch(config)
    ? createHostedClient({
        config: config.hosted,
        lang: index.lang,
        timeoutMs: config.mode === 'auto' ? FAILOVER_TIMEOUT_MS : HOSTED_ONLY_TIMEOUT_MS,
      })
    : undefined
  const toRoute = (hit: SearchHit): SearchHit => {
    const { route, hash } = hitRoute(hit.url, base)
    return { ...hit, url: hash ? `${route}#${hash}` : route }
  }
  const failover = createFailoverSearch({
    mode: config.mode,
    hosted: hosted && ((term) => hosted.search(term).then((hits) => hits.map(toRoute))),
    offline: async (term) => (await loadOffline()).engine.search(term),
  })
  if (config.mode !== 'hosted') void loadOffline().catch(() => undefined)
  return {
    async search(term) {
      const answer = await failover.search(term)
      return { ...answer, terms: queryTerms(term) }
    },
  }
}
