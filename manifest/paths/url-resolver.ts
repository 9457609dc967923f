// Turns a URL written in content into the href the reader app emits (page, anchor, asset, external).

import type { ResolvedUrl } from '../markdown/types'
import type { SiteData } from '../types'
import type { RoutablePage, RouteResolver } from './route-resolver'
import { fileFolder, isExternalUrl, joinPath, normalizeBase, pathExtension, splitUrl } from './route-paths'

/** The `MarkdownOptions.resolveUrl` function. */
export type UrlResolver = (url: string, file: string, use: 'link' | 'image') => ResolvedUrl

/**
 * Builds the `resolveUrl` option of the markdown pipeline for one site:
 * links to pages → `base + route#hash`; same-page `#x` → kept; assets and images →
 * `base + path`; external URLs (any scheme, `//host`) unchanged; links that reach no page →
 * kind 'unresolved' with an href under the base (so the reader lands on the not-found page).
 */
export function createUrlResolver<P extends RoutablePage>(
  site: Pick<SiteData, 'base'>,
  resolver: RouteResolver<P>,
): UrlResolver {
  const base = normalizeBase(site.base)
  const under = (path: string) => base + path.replace(/^\/+/, '')

  return (url, file, use) => {
    const written = url.trim()
    if (isExternalUrl(written)) return { href: url, kind: 'external' }
    const { path, hash } = splitUrl(written)
    const hashPart = hash === undefined ? '' : '#' + hash
    if (path === '') {
      const self = resolver.resolve('', file)
      const decoded = hash === undefined ? undefined : safeDecode(hash)
      return {
        href: written,
        kind: 'anchor',
        ...(self ? { route: self.route } : {}),
        ...(decoded ? { hash: decoded } : {}),
      }
    }
    // Links written with the configured base (e.g. /v5/manual/x) are read as site paths.
    const sitePath = base !== '/' && path.startsWith(base) ? '/' + path.slice(base.length) : path
    const absolute = sitePath.startsWith('/')
      ? joinPath('', sitePath.replace(/^\/+/, ''))
      : joinPath(fileFolder(file), sitePath)
    const assetPath = absolute.startsWith('docs/') ? absolute.slice(5) : absolute

    if (use === 'image') return { href: under(assetPath) + hashPart, kind: 'asset' }
    const target = resolver.resolve(sitePath + hashPart, file)
    if (target) {
      return {
        href: under(target.route) + (target.hash ? '#' + target.hash : ''),
        kind: 'page',
        route: target.route,
        ...(target.hash ? { hash: target.hash } : {}),
      }
    }
    const ext = pathExtension(absolute)
    if (ext !== '' && ext !== 'md' && ext !== 'html') {
      return { href: under(assetPath) + hashPart, kind: 'asset' }
    }
    return { href: under(absolute) + hashPart, kind: 'unresolved' }
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
