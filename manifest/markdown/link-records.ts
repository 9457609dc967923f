// Resolves a URL found in content and records it in env.links (shared by links and components).

import { isSafeLink, schemeOf } from '../paths/url-policy'
import type { RenderState } from './render-state'
import type { ResolvedUrl } from './types'

/** The `resolveUrl` option of the pipeline. */
export type UrlResolver = (url: string, file: string, use: 'link' | 'image') => ResolvedUrl

/** Classification used when no resolver is configured: the URL stays as written. */
function unresolvedUrl(url: string): ResolvedUrl {
  if (url.startsWith('#')) return { href: url, kind: 'anchor', hash: url.slice(1) || undefined }
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return { href: url, kind: 'external' }
  return { href: url, kind: 'unresolved' }
}

/** Resolves `url` (written on page line `line`), records it and returns the result. */
export function resolveAndRecord(
  state: RenderState,
  url: string,
  use: 'link' | 'image',
  line: number,
  resolveUrl: UrlResolver | undefined,
): ResolvedUrl {
  if (use === 'link' && !isSafeLink(url)) {
    state.env.diagnostics.push({
      file: state.env.file,
      line,
      severity: 'error',
      message: `link to a ${schemeOf(url)}: address is removed (links go to this site, http(s), mailto: or tel:)`,
      code: 'unsafe-url',
    })
  }
  const resolved = resolveUrl ? resolveUrl(url, state.env.file, use) : unresolvedUrl(url)
  state.env.links.push({ ...resolved, raw: url, line, use })
  return resolved
}
