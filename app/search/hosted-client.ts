// DocSearch-compatible hosted search over fetch: one multi-query POST, debounced, mapped to search hits.

import type { HostedSearchConfig } from '../../manifest/types'
import type { SearchHit } from '../../manifest/search/types'
import { debounceAsync } from './debounce'
import { hostedOrigin } from '../../manifest/search/hosted-search'
import { HostedSearchError } from './types'

/** Search debounce and hits per page. */
const HOSTED_DEBOUNCE_MS = 500
const HOSTED_HITS_PER_PAGE = 100

/** Options of `createHostedClient`. */
export interface HostedClientOptions {
  config: HostedSearchConfig
  /** Page language for the `lang:` facet filter (e.g. `en-US`). */
  lang: string
  /**
   * The version being read when it is an older one built into the site: the facet filter
   * `version:docs` (the current docs, as the SPEC names it) becomes `version:<this text>`.
   */
  version?: string
  /** Abort and fail a request after this long (ms). */
  timeoutMs?: number
  debounceMs?: number
  fetch?: typeof fetch
}

/** The multi-query endpoint. */
function hostedUrl(config: HostedSearchConfig): string {
  return `${hostedOrigin(config)}/1/indexes/*/queries`
}

/** The request body: DocSearch's filters and switches. */
/**
 * One facet filter as sent: `{lang}` replaced by the page language, and on an older version the
 * current docs' version facet replaced by that version's.
 * @example facetFilter('version:docs', 'en-US', '5.7.0') → 'version:5.7.0'
 */
export function facetFilter(filter: string, lang: string, version?: string): string {
  const written = filter.replaceAll('{lang}', lang)
  return version !== undefined && written === 'version:docs' ? `version:${version}` : written
}

function hostedRequestBody(config: HostedSearchConfig, lang: string, query: string, version?: string): string {
  const params = new URLSearchParams({
    query,
    hitsPerPage: String(HOSTED_HITS_PER_PAGE),
    enablePersonalization: 'false',
    clickAnalytics: 'false',
    attributesToRetrieve: JSON.stringify(['hierarchy', 'content', 'url']),
  })
  if (config.facetFilters?.length) {
    const filters = config.facetFilters.map((group) => group.map((f) => facetFilter(f, lang, version)))
    params.set('facetFilters', JSON.stringify(filters))
  }
  return JSON.stringify({
    requests: [{ indexName: config.indexName, query, params: params.toString() }],
  })
}

/**
 * Maps the service's answer to hits; throws when the shape is not the expected one.
 * Accepts `{ results: [{ hits: [...] }] }` with hits carrying `url`, `hierarchy.lvl0/lvl1`, `content`.
 */
export function mapHostedResponse(body: unknown): SearchHit[] {
  const results = (body as { results?: unknown } | null)?.results
  if (!Array.isArray(results)) throw new TypeError('no results array')
  const hits: SearchHit[] = []
  for (const result of results) {
    const list = (result as { hits?: unknown } | null)?.hits
    if (!Array.isArray(list)) throw new TypeError('result without hits array')
    for (const raw of list) {
      const hit = raw as {
        url?: unknown
        hierarchy?: { lvl0?: unknown; lvl1?: unknown } | null
        content?: unknown
      }
      if (typeof hit?.url !== 'string') throw new TypeError('hit without url')
      const lvl0 = typeof hit.hierarchy?.lvl0 === 'string' ? hit.hierarchy.lvl0 : ''
      const lvl1 = typeof hit.hierarchy?.lvl1 === 'string' ? hit.hierarchy.lvl1 : undefined
      hits.push({
        url: hit.url,
        hierarchy: { lvl0, ...(lvl1 ? { lvl1 } : {}) },
        content: typeof hit.content === 'string' ? hit.content : '',
      })
    }
  }
  return hits
}

/**
 * A debounced hosted client. Superseded calls reject with an AbortError; failures reject with
 * `HostedSearchError` (a response that cannot be processed is also logged as 'Error processing response:').
 */
export function createHostedClient(options: HostedClientOptions) {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init))
  const { config } = options
  const run = async (query: string): Promise<SearchHit[]> => {
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, options.timeoutMs ?? 10_000)
    try {
      let response: Response
      try {
        response = await doFetch(hostedUrl(config), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-algolia-application-id': config.appId,
            'x-algolia-api-key': config.apiKey,
          },
          body: hostedRequestBody(config, options.lang, query, options.version),
          signal: controller.signal,
        })
      } catch (error) {
        throw timedOut
          ? new HostedSearchError('timeout', 'hosted search timed out')
          : new HostedSearchError('network', String(error))
      }
      if (!response.ok) {
        throw new HostedSearchError('status', `hosted search answered ${response.status}`)
      }
      try {
        return mapHostedResponse(await response.json())
      } catch (error) {
        if (timedOut) throw new HostedSearchError('timeout', 'hosted search timed out')
        console.error('Error processing response:', error)
        throw new HostedSearchError('parse', String(error))
      }
    } finally {
      clearTimeout(timer)
    }
  }
  return { search: debounceAsync(run, options.debounceMs ?? HOSTED_DEBOUNCE_MS) }
}
