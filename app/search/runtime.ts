// The loaded search runtime (lazy chunk): reads search/index.json, wires offline, hosted and failover.

import '../entries/app-chunk' // its modules share one chunk (the file says why)
import '../entries/shared-chunk' // its modules share one chunk (the file says why)
import { hitRoute } from '../../manifest/search/hit-route'
import { queryTerms } from '../../manifest/search/query-terms'
import type { SearchHit } from '../../manifest/search/types'
import { createFailoverSearch, FAILOVER_TIMEOUT_MS } from './failover'
import { createHostedClient } from './hosted-client'
import { usesHostedSearch } from '../../manifest/search/hosted-search'
import { readIndexManifest, requestSearchIndex } from './index-request'
import type { SearchIndexManifest } from '../../manifest/search/types'
import { startOfflineSearch, type OfflineSearch } from './offline-search'
import workerCode from '../entries/search-worker.ts?worker-code'
import type { SearchResponse } from './types'

let workerScript: string | undefined
/** The search worker's script as a Blob URL, made once. */
function searchWorkerScript(): string {
  return (workerScript ??= URL.createObjectURL(new Blob([workerCode], { type: 'text/javascript' })))
}

/** Hosted-only mode waits longer before calling a query failed. */
const HOSTED_ONLY_TIMEOUT_MS = 10_000

/** What the facade delegates to once loaded. */
export interface SearchRuntime {
  search(term: string): Promise<SearchResponse>
  /** Stops the offline index's worker (a new runtime takes over). */
  close(): void
}

/**
 * Creates the runtime for the site under `base`, from `search/index.json` as read by the caller
 * when it already asked for it; `version` is the older version being read (hosted-client.ts). The
 * offline index starts loading at once unless the mode is `hosted` (then it is never downloaded).
 */
export async function createSearchRuntime(
  base: string,
  indexManifest: Promise<SearchIndexManifest> = requestSearchIndex(base).then(readIndexManifest),
  version?: string,
): Promise<SearchRuntime> {
  const index = await indexManifest
  const config = index.search
  let offline: OfflineSearch | undefined
  // Absolute: the worker's own address is a blob: URL, which a path cannot be resolved against.
  const root = new URL(base, location.href).href
  const loadOffline = () => (offline ??= startOfflineSearch(root, index, searchWorkerScript()))
  const hosted = usesHostedSearch(config)
    ? createHostedClient({
        config: config.hosted,
        lang: index.lang,
        version,
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
      // An offline answer without all its terms' parts of the full text says when they are in.
      return { ...(await failover.search(term)), terms: queryTerms(term) }
    },
    close: () => offline?.close(),
  }
}
