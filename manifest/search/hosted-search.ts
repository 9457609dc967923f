// Where the hosted search service lives: the app connects to it (and preconnects), the build
// names it in the content security policy it writes.

import type { HostedSearchConfig } from '../types'

/**
 * Default search host when the config gives none: the service's documented per-application DSN host,
 * `{appId}-dsn.algolia.net`. Override it with `search.hosted.host` (host name or full origin).
 */
const DEFAULT_HOSTED_HOST = (appId: string) => `${appId}-dsn.algolia.net`

/** Origin of the search host, e.g. `https://APPID-dsn.algolia.net`. */
export function hostedOrigin(config: HostedSearchConfig): string {
  const host = config.host ?? DEFAULT_HOSTED_HOST(config.appId)
  return /^https?:\/\//.test(host) ? host.replace(/\/+$/, '') : `https://${host}`
}

/** True when the site may contact the hosted service (mode `hosted` or `auto` with a config). */
export function usesHostedSearch(search: {
  mode: string
  hosted?: HostedSearchConfig
}): search is { mode: 'hosted' | 'auto'; hosted: HostedSearchConfig } {
  return search.mode !== 'offline' && !!search.hosted
}
