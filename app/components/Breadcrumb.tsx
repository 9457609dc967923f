// Breadcrumb above the page title, from the parent folders that are pages.

import { useMemo } from 'react'
import { breadcrumbs } from '../lib/breadcrumbs'
import { useSite, useUiText } from '../hooks/use-site'
import { AppLink } from './AppLink'

/** Breadcrumb for a route. */
export function Breadcrumb({ route }: { route: string }) {
  const { index } = useSite()
  const text = useUiText()
  const crumbs = useMemo(() => breadcrumbs(route, (r) => index.pages.get(r)?.title), [route, index])
  if (crumbs.length < 2) return null
  return (
    <nav className="breadcrumb" aria-label={text('nav.breadcrumb')}>
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={crumb.route ?? i}>
            {crumb.route ? (
              <AppLink to={crumb.route}>{crumb.text}</AppLink>
            ) : (
              <span aria-current="page">{crumb.text}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
