// A link of the versions menu. A version built into this folder is another app instance: its link
// is a plain address under its base, and a click first asks that version's manifest whether the
// reader's page is there (else its home), then loads it in the same tab. Any other version link
// (another host, a route of this site) is an ordinary AppLink.

import type { MouseEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { manifestQueryOptions } from '../page-load/query-options'
import { useSite } from '../hooks/use-site'
import { builtVersionOf } from '../lib/versions'
import { isModifiedClick } from '../lib/modified-click'
import { versionTargetHref } from '../lib/version-switch'
import { AppLink, type AppLinkProps } from './AppLink'

/** Same props as AppLink: `to` is the address the versions menu made (versionsNavItem). */
export function VersionMenuLink({ to, children, className, onClick, role, tabIndex, ...aria }: AppLinkProps) {
  const { manifest } = useSite()
  const queryClient = useQueryClient()
  const version = builtVersionOf(manifest.site.versions, to)
  if (!version?.base) {
    return (
      <AppLink to={to} className={className} onClick={onClick} role={role} tabIndex={tabIndex} {...aria}>
        {children}
      </AppLink>
    )
  }
  const versionBase = version.base
  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.()
    if (isModifiedClick(event.nativeEvent)) return
    event.preventDefault()
    const route = '/' + to.slice(versionBase.length)
    void versionTargetHref(versionBase, route, (b) => queryClient.fetchQuery(manifestQueryOptions(b))).then((href) =>
      location.assign(href),
    )
  }
  return (
    <a
      href={to}
      className={className}
      role={role}
      tabIndex={tabIndex}
      aria-current={aria['aria-current']}
      onClick={choose}
    >
      {children}
    </a>
  )
}
