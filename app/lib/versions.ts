// Where a configured documentation version links to: a web address or a path of this host as
// written; anything else (a script URL, a foreign scheme) is not linked.

import type { NavItem, VersionLink } from '../../manifest/types'
import type { UiText } from '../../manifest/ui-strings'
import { isSafeLink } from '../../manifest/url-policy'
import { inAppPath } from './base-path'

/** The href of a version link, or undefined when it is not a safe link. */
export function versionHref(link: string): string | undefined {
  return link.trim() && isSafeLink(link) ? link : undefined
}

/**
 * The navbar group of documentation versions: labelled with the current version, one entry per
 * version. A link into this site becomes its route; any other path of this host becomes a full
 * address (another version is another site). Undefined when no versions are configured.
 */
export function versionsNavItem(
  versions: readonly VersionLink[],
  base: string,
  origin: string,
  text: UiText,
): NavItem | undefined {
  if (!versions.length) return undefined
  const current = versions.find((v) => v.current)
  const children: NavItem[] = []
  for (const version of versions) {
    const href = versionHref(version.link)
    if (!href) continue
    const inApp = href.startsWith('/') ? inAppPath(new URL(href, origin).href, origin, base) : undefined
    const link = inApp
      ? inApp.path + (inApp.hash ? `#${inApp.hash}` : '')
      : href.startsWith('/')
        ? new URL(href, origin).href
        : href
    children.push({ text: version.current ? text('versions.current', { version: version.text }) : version.text, link })
  }
  return { text: current ? current.text : text('versions.fallback'), children }
}
