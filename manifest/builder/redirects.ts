// Builds the site's redirect map (old route → canonical route) from config and frontmatter.

import type { Diagnostic } from '../types'
import type { RoutablePage, RouteResolver } from '../paths/route-resolver'
import { toRouteKey } from '../paths/route-resolver'
import { splitUrl } from '../paths/route-paths'

/** A redirect declared by a page's frontmatter. */
export interface PageRedirect {
  /** Page that declares it (docs-root relative). */
  file: string
  /** 1-based line of the frontmatter key. */
  line: number
  kind: 'redirectFrom' | 'redirectTo'
  /** The path as written. */
  path: string
}

/** Input of `buildRedirects`. */
export interface RedirectInput<P extends RoutablePage> {
  /** Old path → new path from the site config, in any accepted URL form. */
  config: Record<string, string>
  /** Name used in diagnostics about config entries. */
  configFile: string
  pages: P[]
  fromPages: PageRedirect[]
  /** A resolver over `pages` with no redirects, used to recognise real pages. */
  plain: RouteResolver<P>
}

/**
 * Normalises all redirects to routes and follows chains, so every value is a page route
 * (with `#fragment` when an entry of the chain names one).
 * Config entries whose source is still a real page are dropped (the page wins); `redirectTo`
 * entries are kept even though their source is a page, because that page is only a stub.
 * Entries that never reach a page are dropped with a warning.
 */
export function buildRedirects<P extends RoutablePage>(
  input: RedirectInput<P>,
): { redirects: Record<string, string>; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = []
  const raw = new Map<string, { to: string; where: Diagnostic }>()
  const at = (file: string, line: number): Diagnostic => ({
    file,
    line,
    severity: 'warning',
    message: '',
    code: 'redirect',
  })

  for (const [from, to] of Object.entries(input.config)) {
    const key = toRouteKey(from)
    if (input.plain.resolve(from)) continue
    raw.set(key, { to, where: { ...at(input.configFile, 1), message: from } })
  }
  for (const r of input.fromPages) {
    const page = input.pages.find((p) => p.file === r.file)
    if (!page) continue
    const where = { ...at(r.file, r.line), message: r.path }
    if (r.kind === 'redirectFrom') {
      raw.set(toRouteKey(r.path), { to: page.route, where })
    } else {
      raw.set(page.route, { to: r.path, where })
    }
  }

  const redirects: Record<string, string> = {}
  for (const [from, entry] of raw) {
    const seen = new Set([from])
    let to = entry.to
    let route: string | undefined
    let hash: string | undefined
    for (;;) {
      hash ??= splitUrl(to).hash
      const page = input.plain.resolve(to)
      if (page) {
        const stub = raw.get(page.route)
        if (!stub || seen.has(page.route)) {
          route = page.route
          break
        }
        seen.add(page.route)
        to = stub.to
        continue
      }
      const key = toRouteKey(to)
      const next = raw.get(key)
      if (!next || seen.has(key)) break
      seen.add(key)
      to = next.to
    }
    if (route === undefined) {
      diagnostics.push({
        ...entry.where,
        message: `redirect ${entry.where.message} → ${entry.to}: target is not a page`,
      })
    } else if (route !== from || hash) {
      redirects[from] = hash ? `${route}#${hash}` : route
    }
  }
  return { redirects, diagnostics }
}
