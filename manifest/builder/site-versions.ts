// Resolves the site config's documentation versions into the manifest's: a site path is a page of
// this site, written like every other link of the config (docs-root relative, resolved against the
// base); an address with a scheme (another host) is kept as written; a version built into this
// output folder (the current one, and each entry with a `path`) links to its home, as a route
// under the current version's base. What only the build reads of an entry (its docs folder, config
// and variables files) stays out of the manifest.

import type { Diagnostic, VersionLink } from '../types'
import type { RoutablePage, RouteResolver } from '../paths/route-resolver'
import { isExternalUrl } from '../paths/route-paths'

/** A `versions` entry as the site config gives it (manifest/config/site-config-schema.ts). */
export interface ConfiguredVersion extends VersionLink {
  /** Folder under the base a built version is served from, e.g. `5.7.0/`. */
  path?: string
  src?: string
  siteConfig?: string
  vars?: string
}

/** True for an entry the build makes into a site of this output folder (the current one or one with `src`). */
function isBuiltVersion(version: ConfiguredVersion): boolean {
  return version.src !== undefined || (version.current === true && !version.link.trim())
}

/**
 * Each version's link as a route of this site (with its fragment), or as written when it is an
 * address of another host; a site path that reaches no page is kept as written and reported. A
 * built version's link is its home under the current version's base: `/` for the current one,
 * `/<path>` for another; its `base` is filled in by the build, which knows where it writes it.
 */
export function resolveVersions<P extends RoutablePage>(
  versions: readonly ConfiguredVersion[],
  configFile: string,
  resolver: RouteResolver<P>,
): { versions: VersionLink[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = []
  const out = versions.map((configured): VersionLink => {
    const version = manifestFields(configured)
    if (isBuiltVersion(configured)) return { ...version, link: `/${configured.current ? '' : (configured.path ?? '')}` }
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

/** The fields of an entry the manifest carries. */
function manifestFields(version: ConfiguredVersion): VersionLink {
  const out: VersionLink = { text: version.text, link: version.link }
  if (version.current !== undefined) out.current = version.current
  if (version.base !== undefined) out.base = version.base
  return out
}
