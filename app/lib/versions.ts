// Where a configured documentation version links to. The build has resolved a site path to the
// route of a page of this site (like every other link of the config); an address of another host
// is kept as written; anything else (a script URL, a foreign scheme) is not linked. A version
// built into this output folder (it has a `base`) is another app instance: its links are full
// paths under its own base (base + route), opened by a page load, never by this site's router.

import type { NavItem, VersionLink } from '../../manifest/types'
import type { UiText } from '../../manifest/ui/ui-strings'
import { isSafeLink } from '../../manifest/paths/url-policy'
import { withBase } from './base-path'

/**
 * The href of a version link: a route of this site under the base, an address of another host as
 * written, or undefined when it is not a safe link.
 * @example versionHref('/manual/', '/docs/') → '/docs/manual/'
 */
export function versionHref(link: string, base: string): string | undefined {
  const written = link.trim()
  if (written.startsWith('/') && !written.startsWith('//')) return withBase(base, written)
  return written && isSafeLink(written) ? written : undefined
}

/**
 * The address of `route` in a version built into this folder: its base and the route.
 * @example builtVersionHref('/docs/5.7.0/', '/manual/jobs') → '/docs/5.7.0/manual/jobs'
 */
export function builtVersionHref(versionBase: string, route: string): string {
  return versionBase + route.replace(/^\/+/, '')
}

/**
 * The version whose pages are being read: the built one whose base is this site's base, else the
 * current one (a site that builds no versions names none with a base).
 */
export function readingVersion(versions: readonly VersionLink[], base: string): VersionLink | undefined {
  return versions.find((v) => v.base === base) ?? versions.find((v) => v.current)
}

/**
 * The text of the version being read when it is an older one built into this folder (the hosted
 * search's version facet names it); undefined on the current version.
 */
export function olderVersionRead(versions: readonly VersionLink[], base: string): string | undefined {
  const reading = versions.find((v) => v.base === base)
  return reading && !reading.current ? reading.text : undefined
}

/**
 * The current version when the version being read is an older one built into this folder (its
 * pages show the old-version banner); undefined on the current version or without versions.
 */
export function newerVersionThanRead(versions: readonly VersionLink[], base: string): VersionLink | undefined {
  const reading = versions.find((v) => v.base === base)
  if (!reading || reading.current) return undefined
  const current = versions.find((v) => v.current)
  return current?.base ? current : undefined
}

/**
 * The built version an address of the menu leads into: the one with the longest base the address
 * starts with; undefined for an outside link or a route of this site.
 */
export function builtVersionOf(versions: readonly VersionLink[], href: string): VersionLink | undefined {
  let found: VersionLink | undefined
  for (const version of versions) {
    if (version.base && href.startsWith(version.base) && version.base.length > (found?.base?.length ?? -1)) {
      found = version
    }
  }
  return found
}

/**
 * The navbar group of documentation versions: labelled with the version being read, one entry per
 * version. A built version links to the reader's route under its base (`reading` names this
 * site's base and the route); a route of this site stays a route (opened in place like every
 * navbar link); another host's address is kept. Undefined when no versions are configured.
 */
export function versionsNavItem(
  versions: readonly VersionLink[],
  text: UiText,
  reading: { base: string; route?: string } = { base: '/' },
): NavItem | undefined {
  if (!versions.length) return undefined
  const here = readingVersion(versions, reading.base)
  const children: NavItem[] = []
  for (const version of versions) {
    const label = version === here ? text('versions.current', { version: version.text }) : version.text
    if (version.base) {
      children.push({ text: label, link: builtVersionHref(version.base, reading.route ?? '/') })
      continue
    }
    const link = version.link.trim()
    if (!link || (!link.startsWith('/') && !isSafeLink(link))) continue
    children.push({ text: label, link })
  }
  return { text: here ? here.text : text('versions.fallback'), children }
}
