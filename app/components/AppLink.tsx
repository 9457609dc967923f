// A link to a canonical route ('/a/b#c') through the router, or a plain external link.

import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { isSafeLink } from '../../manifest/paths/url-policy'
import { linkRoute } from '../../manifest/nav/sidebar'
import { splatTarget, splitRouteHash } from '../lib/route-link'

/** Props of AppLink. */
export interface AppLinkProps {
  to: string
  children: ReactNode
  className?: string
  onClick?: () => void
  role?: string
  tabIndex?: number
  'aria-current'?: 'page' | undefined
}

/** In-app navigation (preloads on hover/focus via the router's 'intent' default). */
export function AppLink({ to, children, className, onClick, role, tabIndex, ...aria }: AppLinkProps) {
  if (linkRoute(to) === undefined || !to.startsWith('/')) {
    // Site data and frontmatter may only link to http(s), mail or phone addresses elsewhere.
    if (!isSafeLink(to)) return <span className={className}>{children}</span>
    return (
      <a
        href={to}
        className={className}
        target="_blank"
        rel="noopener noreferrer"
        role={role}
        tabIndex={tabIndex}
        onClick={onClick}
      >
        {children}
      </a>
    )
  }
  const { route, hash } = splitRouteHash(to)
  return (
    <Link
      {...splatTarget(route, hash)}
      className={className}
      onClick={onClick}
      role={role}
      tabIndex={tabIndex}
      aria-current={aria['aria-current']}
      // Active styling is decided by our own nav logic (fragment links must not all light up).
      activeProps={{}}
    >
      {children}
    </Link>
  )
}
