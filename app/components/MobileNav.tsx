// The navbar groups inside the drawer on small screens (hidden on wide screens by CSS).

import type { NavItem } from '../../manifest/types'
import { useSite } from '../hooks/use-site'
import { isItemActive } from '../../manifest/nav/active-trail'
import { versionsNavItem } from '../lib/versions'
import { uiTextFor } from '../lib/ui-text'
import { AppLink } from './AppLink'
import { VersionMenuLink } from './VersionMenuLink'

/** Props: current route and a callback after navigating. */
export interface MobileNavProps {
  route?: string
  onNavigate: () => void
}

function links(item: NavItem): NavItem[] {
  return (item.children ?? []).flatMap((c) => (c.children?.length ? c.children : [c]))
}

/** Collapsible navbar groups for the drawer. */
export function MobileNav({ route, onNavigate }: MobileNavProps) {
  const { base, index, manifest } = useSite()
  const text = uiTextFor(manifest)
  const versions = versionsNavItem(manifest.site.versions, text, { base, route })
  const groups = versions ? [...index.navbar, versions] : index.navbar
  return (
    <nav className="mobile-nav" aria-label={text('nav.mainMobile')}>
      {groups.map((item) => {
        const LinkAs = item === versions ? VersionMenuLink : AppLink
        return (
          <details key={item.text} className="mobile-nav-group">
            <summary>{item.text}</summary>
            <ul>
              {links(item).map((link) =>
                link.link ? (
                  <li key={link.text + link.link}>
                    <LinkAs
                      to={link.link}
                      onClick={onNavigate}
                      className={route && isItemActive(link, route) ? 'active' : undefined}
                    >
                      {link.text}
                    </LinkAs>
                  </li>
                ) : null,
              )}
            </ul>
          </details>
        )
      })}
    </nav>
  )
}
