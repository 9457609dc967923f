// The pages of a docs tree: its markdown files as page sources, one per route, and the redirects
// their frontmatter asks for.

import { cachedPageSource, type BuildCache } from './build-cache'
import type { PageRedirect } from './redirects'
import type { PageSource, SourceFile } from './page-source'
import type { Diagnostic } from '../types'

/** Markdown files as page sources in path order; a second file for one route is skipped. */
export function uniquePages(
  files: SourceFile[],
  diagnostics: Diagnostic[],
  cache: BuildCache | undefined,
): PageSource[] {
  const byRoute = new Map<string, PageSource>()
  const md = files.filter((f) => /\.md$/i.test(f.path)).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  // index.md wins over README.md for the same folder route.
  md.sort((a, b) => indexRank(a.path) - indexRank(b.path))
  for (const file of md) {
    const source = cachedPageSource(cache, file)
    const other = byRoute.get(source.route)
    if (other) {
      diagnostics.push({
        file: file.path,
        line: 1,
        severity: 'warning',
        message: `route ${source.route} is already served by ${other.source.path}; file ignored`,
        code: 'route',
      })
      continue
    }
    byRoute.set(source.route, source)
  }
  return [...byRoute.values()].sort((a, b) =>
    a.source.path < b.source.path ? -1 : a.source.path > b.source.path ? 1 : 0,
  )
}

/** The `redirectFrom` / `redirectTo` entries of a page's frontmatter. */
export function pageRedirects(source: PageSource): PageRedirect[] {
  const file = source.source.path
  const { redirectFrom, redirectTo } = source.meta
  return [
    ...redirectFrom.map((r) => ({ file, kind: 'redirectFrom' as const, ...r })),
    ...(redirectTo ? [{ file, kind: 'redirectTo' as const, ...redirectTo }] : []),
  ]
}

function indexRank(path: string): number {
  return /(^|\/)README\.md$/.test(path) ? 1 : 0
}
