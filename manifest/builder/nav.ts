// Resolves the navbar and sidebars of the site config into NavItems whose links are routes.

import type { NavEntryInput } from '../config/site-config-types'
import type { Diagnostic, NavItem } from '../types'
import type { RoutablePage, RouteResolver } from '../paths/route-resolver'
import { isExternalUrl, joinPath } from '../paths/route-paths'
import { ICON_PATHS, iconName } from '../ui/icons'

/** Context of one navigation tree. */
export interface NavContext<P extends RoutablePage> {
  resolver: RouteResolver<P>
  /** Label of a page (its title). */
  titleOf: (route: string) => string | undefined
  /** Where the tree is written, for diagnostics (config file name). */
  configFile: string
  /** Name of the tree in messages, e.g. `sidebar /manual/` or `navbar`. */
  label: string
  /** Whether a docs-root relative file exists (for icons given as a file); without it none does. */
  hasFile?: (path: string) => boolean
}

/** Counters a caller (the corpus test, the check CLI) can report. */
export interface NavStats {
  /** Entries that carry a link (strings and objects with `link`). */
  links: number
  /** Of those, links that reached a page (or are external). */
  resolved: number
}

/**
 * Resolves entries written under `prefix` (a sidebar key such as `/history/`, or `/` for the
 * navbar). String entries take the target page title as label; relative links resolve
 * against the prefix; fragments are kept; a link that reaches no page is kept as written and
 * reported as a warning.
 */
export function resolveNav<P extends RoutablePage>(
  entries: NavEntryInput[],
  prefix: string,
  ctx: NavContext<P>,
): { items: NavItem[]; diagnostics: Diagnostic[]; stats: NavStats } {
  const diagnostics: Diagnostic[] = []
  const stats: NavStats = { links: 0, resolved: 0 }

  const link = (written: string, base: string): { link: string; route?: string } => {
    stats.links++
    if (isExternalUrl(written)) {
      stats.resolved++
      return { link: written }
    }
    const absolute = written.startsWith('/') ? written : '/' + joinPath(base.slice(1), written)
    const target = ctx.resolver.resolve(absolute)
    if (!target) {
      diagnostics.push({
        file: ctx.configFile,
        line: 1,
        severity: 'warning',
        message: `${ctx.label}: link ${written} reaches no page`,
        code: 'nav',
      })
      return { link: written }
    }
    stats.resolved++
    const hash = target.hash ? '#' + target.hash : ''
    return { link: target.route + hash, route: target.route }
  }

  const walk = (list: NavEntryInput[], base: string): NavItem[] =>
    list.map((entry) => {
      if (typeof entry === 'string') {
        const r = link(entry, base)
        const title = r.route === undefined ? undefined : ctx.titleOf(r.route)
        return { text: title ?? entry, link: r.link }
      }
      const item: NavItem = { text: entry.text }
      if (entry.link !== undefined) item.link = link(entry.link, base).link
      if (entry.icon !== undefined) {
        const problem = iconProblem(entry.icon, ctx.hasFile ?? (() => false))
        // An icon that cannot show is the author's error, not a request every reader pays for.
        if (!problem) item.icon = entry.icon
        else {
          diagnostics.push({
            file: ctx.configFile,
            line: 1,
            severity: 'error',
            message: `${ctx.label}: icon of "${entry.text}" ${problem}`,
            code: 'icon',
          })
        }
      }
      // In the schema's order of fields (navItemSchema), the order the manifest's parse gives them.
      if (entry.children) {
        item.children = walk(entry.children, childBase(base, entry.prefix))
      }
      if (entry.prefix !== undefined) item.prefix = entry.prefix
      if (entry.activeMatch !== undefined) item.activeMatch = entry.activeMatch
      if (entry.collapsible !== undefined) item.collapsible = entry.collapsible
      return item
    })

  return { items: walk(entries, prefix), diagnostics, stats }
}

/**
 * What is wrong with a navigation icon: a file (a name with a slash or a dot) must be in the docs
 * folder and served by this site, any other name must be one of the icon set's.
 */
function iconProblem(icon: string, hasFile: (path: string) => boolean): string | undefined {
  const written = icon.trim()
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(written))
    return `${icon} loads from another origin (name an icon or a file in the docs folder)`
  if (/[/.]/.test(written)) {
    const file = written.replace(/^\/+/, '').replace(/[?#].*$/, '')
    return hasFile(file) ? undefined : `${icon} is not a file in the docs folder`
  }
  return ICON_PATHS[iconName(written)]
    ? undefined
    : `${icon} is not an icon name (${Object.keys(ICON_PATHS).length} names known, see manifest/ui/icons.ts)`
}

function childBase(base: string, prefix: string | undefined): string {
  if (!prefix) return base
  const joined = prefix.startsWith('/') ? prefix : '/' + joinPath(base.slice(1), prefix)
  return joined.endsWith('/') ? joined : joined + '/'
}
