// Resolves the site config's documentation versions: a site path is a page of this site, written
// like every other link of the config (docs-root relative, resolved against the base); an address
// with a scheme (another host) is kept as written.

import type { Diagnostic, VersionLink } from '../types'
import type { RoutablePage, RouteResolver } from '../paths/route-resolver'
import { isExternalUrl } from '../paths/route-paths'

/**
 * Each version's link as a route of this site (with its fragment), or as written when it is an
 * address of another host; a site path that reaches no page is kept as written and reported.
 */
export function resolveVersions<P extends RoutablePage>(
  versions: readonly VersionLink[],
  configFile: string,
  resolver: RouteResolver<P>,
): { versions: VersionLink[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = []
  const out = versions.map((version) => {
    const written = version.link.trim()
    if (isExternalUrl(written)) return version
    const target = resolver.resolve(written.startsWith('/') ? written : `/${written}`)
    if (!target) {
      diagnostics.push({
        file: configFile,
        line: 1,
        severity: 'error',
        code: 'version',
        message: `versions: link ${version.link} (${version.text}) reaches no page of this site; another version hosted elsewhere needs its full address`,
      })
      return version
    }
    return { ...version, link: target.route + (target.hash ? `#${target.hash}` : '') }
  })
  return { versions: out, diagnostics }
}
