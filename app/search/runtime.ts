// The loaded search runtime (lazy chunk): reads search/index.json, wires offline, hosted and failover.

import { hitRoute } from '../../manifest/search/hit-route'
import { queryTerms } from '../../manifest/search/query-terms'
import type { SearchHit } from '../../manifest/search/types'
import { createFailoverSearch, FAILOVER_TIMEOUT_MS } from './failover'
import { createHostedClient } from './hosted-client'
import { usesHostedSearch } from '../../manifest/hosted-search'
import { requestSearchIndex } from './index-request'
import { readIndexManifest } from './offline-index'
import { startOfflineSearch, type OfflineSearch } from './offline-search'
import { serveOfflineSearch } from './offline-worker'
import type { SearchResponse } from './types'

// This chunk started as the search worker (offline-search.ts): it answers the page from here.
if ('WorkerGlobalScope' in globalThis && typeof document === 'undefined') {
  serveOfflineSearch(globalThis as unknown as Parameters<typeof serveOfflineSearch>[0])
}

/** Hosted-only mode waits longer before calling a query failed. */
const HOSTED_ONLY_TIMEOUT_MS = 10_000

/** What the facade delegates to once loaded. */
export interface SearchRuntime {
  search(term: string): Promise<SearchResponse>
}

/**
 * Creates the runtime for the site under `base`, from the answer to `search/index.json` when the
 * caller already asked for it. The offline index starts loading at once unless the mode is
 * `hosted` (then it is never downloaded).
 */
export async function createSearchRuntime(
  base: string,
  indexResponse = requestSearchIndex(base),
): Promise<SearchRuntime> {
  const index = await readIndexManifest(await indexResponse)
  const config = index.search
  let offline: OfflineSearch | undefined
  const loadOffline = () => (offline ??= startOfflineSearch(base, index, import.meta.url))
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
    offline: (term) => loadOffline().search(term),
  })
  if (config.mode !== 'hosted') loadOffline()
  return {
    async search(term) {
      const answer = await failover.search(term)
      // Answered from titles and headings alone: say when the sections' text will be searchable.
      const pending = answer.source === 'offline' && !loadOffline().textsIn() ? { pending: loadOffline().texts } : {}
      return { ...answer, ...pending, terms: queryTerms(term) }
    },
  }
}
