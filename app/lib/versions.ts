// Where a configured documentation version links to. The build has resolved a site path to the
// route of a page of this site (like every other link of the config); an address of another host
// is kept as written; anything else (a script URL, a foreign scheme) is not linked.

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
 * The navbar group of documentation versions: labelled with the current version, one entry per
 * version; a route of this site stays a route (opened in place like every navbar link).
 * Undefined when no versions are configured.
 */
export function versionsNavItem(versions: readonly VersionLink[], text: UiText): NavItem | undefined {
  if (!versions.length) return undefined
  const current = versions.find((v) => v.current)
  const children: NavItem[] = []
  for (const version of versions) {
    const link = version.link.trim()
    if (!link || (!link.startsWith('/') && !isSafeLink(link))) continue
    children.push({ text: version.current ? text('versions.current', { version: version.text }) : version.text, link })
  }
  return { text: current ? current.text : text('versions.fallback'), children }
}
