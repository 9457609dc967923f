// Resolves any link form the content uses (/x, /x/, /x.html, /x.md, relative, /docs/…, old paths) to a page route.

import type { PageEntry } from '../types'
import { fileFolder, isExternalUrl, joinPath, pathExtension, splitUrl } from './route-paths'

/** Where a link lands. */
interface RouteTarget {
  /** Canonical route of the target page. */
  route: string
  /** Fragment without '#', decoded. */
  hash?: string
  /** True when a redirect (site map, `redirectFrom`, `redirectTo`) was followed. */
  redirected?: boolean
}

/** What the resolver needs to know about a page. */
export type RoutablePage = Pick<PageEntry, 'route' | 'file'>

/** Link → page lookups over one site's page list. */
export interface RouteResolver<P extends RoutablePage = PageEntry> {
  /**
   * Resolves a link as written in `fromFile` (docs-root relative; relative links need it).
   * Returns undefined for external URLs and for links that reach no page.
   */
  resolve(pathOrHref: string, fromFile?: string): RouteTarget | undefined
  /** The page whose canonical route this is. */
  page(route: string): P | undefined
}

/** The production base that corpus links hard-code; stripped whatever the configured base is. */
const PRODUCTION_PREFIX = 'docs/'

/**
 * Builds a resolver over `pages`. `redirects` maps old routes to canonical routes
 * (see `buildRedirects`); a source that is a real page is only followed when the map says so
 * (frontmatter `redirectTo`).
 * @example createRouteResolver(pages, {}).resolve('../jobs.md#options', 'manual/x/y.md')
 */
export function createRouteResolver<P extends RoutablePage>(
  pages: P[],
  redirects: Record<string, string>,
): RouteResolver<P> {
  const byFile = new Map<string, P>()
  const byLowerFile = new Map<string, P[]>()
  const byRoute = new Map<string, P>()
  for (const page of pages) {
    byFile.set(page.file, page)
    byRoute.set(page.route, page)
    const lower = page.file.toLowerCase()
    byLowerFile.set(lower, [...(byLowerFile.get(lower) ?? []), page])
  }

  const follow = (route: string, hash: string | undefined): RouteTarget => {
    const target = redirects[route]
    if (target !== undefined && target !== route) return redirect(target, hash)
    return withHash({ route }, hash)
  }

  const lookup = (path: string, hash: string | undefined) => {
    const candidates = pageCandidates(path)
    for (const file of candidates) {
      const page = byFile.get(file)
      if (page) return follow(page.route, hash)
    }
    for (const key of redirectKeys(path)) {
      const target = redirects[key]
      if (target !== undefined) return redirect(target, hash)
    }
    for (const file of candidates) {
      const matches = byLowerFile.get(file.toLowerCase())
      if (matches?.length === 1) return follow(matches[0].route, hash)
    }
    return undefined
  }

  return {
    resolve(pathOrHref, fromFile) {
      if (isExternalUrl(pathOrHref)) return undefined
      const { path: rawPath, hash: rawHash } = splitUrl(pathOrHref.trim())
      const path = safeDecode(rawPath)
      const hash = rawHash === undefined ? undefined : safeDecode(rawHash)
      if (path === '') {
        const self = fromFile === undefined ? undefined : byFile.get(fromFile)
        return self ? withHash({ route: self.route }, hash) : undefined
      }
      const absolute = path.startsWith('/')
        ? joinPath('', path.replace(/^\/+/, ''))
        : joinPath(fileFolder(fromFile ?? ''), path)
      const found = lookup(absolute, hash)
      if (found) return found
      if (absolute === PRODUCTION_PREFIX.slice(0, -1)) return lookup('', hash)
      if (!absolute.startsWith(PRODUCTION_PREFIX)) return undefined
      return lookup(absolute.slice(PRODUCTION_PREFIX.length), hash)
    },
    page: (route) => byRoute.get(route),
  }
}

/** Source files a docs-root relative path (no leading slash) may name, most likely first. */
function pageCandidates(path: string): string[] {
  if (path === '' || path.endsWith('/')) {
    return [path + 'index.md', path + 'README.md']
  }
  const ext = pathExtension(path)
  if (ext === 'md') return [path]
  if (ext === 'html') {
    const stem = path.slice(0, -5)
    const name = stem.slice(stem.lastIndexOf('/') + 1)
    if (name === 'index' || name === 'README') {
      const folder = stem.slice(0, stem.length - name.length)
      return [folder + 'index.md', folder + 'README.md']
    }
    return [stem + '.md']
  }
  // Extensionless (or a dotted name such as version-5.7.0): the page X.md first, then X/index.md.
  return [path + '.md', path + '/index.md', path + '/README.md']
}

/** Redirect-map keys (routes) a path may be written as. */
function redirectKeys(path: string): string[] {
  if (path === '' || path.endsWith('/')) return ['/' + path]
  const ext = pathExtension(path)
  if (ext === 'md' || ext === 'html') {
    const stem = path.slice(0, -(ext.length + 1))
    const name = stem.slice(stem.lastIndexOf('/') + 1)
    if (name === 'index' || name === 'README') {
      return ['/' + stem.slice(0, stem.length - name.length)]
    }
    return ['/' + stem]
  }
  return ['/' + path, '/' + path + '/']
}

/**
 * Normalises an old path written in any accepted form to the route key used in the redirect map.
 * @example toRouteKey('/manual/04-jobs.html') // '/manual/04-jobs'
 * @example toRouteKey('/history/cves/index.md') // '/history/cves/'
 */
export function toRouteKey(path: string): string {
  let clean = joinPath('', splitUrl(path.trim()).path.replace(/^\/+/, ''))
  if (clean.startsWith(PRODUCTION_PREFIX)) clean = clean.slice(PRODUCTION_PREFIX.length)
  return redirectKeys(clean)[0]
}

/** Target of a redirect value (`/route` or `/route#frag`); the link's own fragment wins. */
function redirect(value: string, hash: string | undefined): RouteTarget {
  const at = value.indexOf('#')
  const route = at < 0 ? value : value.slice(0, at)
  return withHash({ route, redirected: true }, hash ?? (at < 0 ? undefined : value.slice(at + 1)))
}

function withHash(target: RouteTarget, hash: string | undefined): RouteTarget {
  return hash ? { ...target, hash } : target
}

/**
 * `text` percent-decoded segment by segment: a file name may hold what decodeURI leaves encoded
 * (`=`, `;`, `?`, `#`…), and the browser sends `<img src=x>.md`'s route as `%3Cimg%20src%3Dx%3E`.
 */
function safeDecode(text: string): string {
  try {
    return text
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .join('/')
  } catch {
    return text
  }
}
