// One sidebar entry: a link, a group heading, or a collapsible group with its children.

import { memo, useId, useState } from 'react'
import type { NavItem } from '../../manifest/types'
import { isItemActive } from '../../manifest/nav/active-trail'
import { iconSource } from '../lib/asset-url'
import { withBase } from '../lib/base-path'
import { PRINT_SECTION_PARAM } from '../lib/print-section'
import type { UiText } from '../../manifest/ui/ui-strings'
import { AppLink } from './AppLink'
import { Icon } from './Icon'

/** Props: the item, nesting depth, current route and the active trail (items to expand). */
export interface SidebarItemProps {
  item: NavItem
  depth: number
  route?: string
  trail: Set<NavItem>
  base: string
  /** Position in the sidebar, indexes joined by dots (`2.0`): names the group for its print view. */
  path: string
  onNavigate?: () => void
  text: UiText
}

/**
 * Renders an entry and, recursively, its children. Memoised: a new manifest that leaves the
 * navigation as it was (a page's text changed) does not render the tree again.
 */
export const SidebarItem = memo(function SidebarItem({
  item,
  depth,
  route,
  trail,
  base,
  path,
  onNavigate,
  text,
}: SidebarItemProps) {
  const inTrail = trail.has(item)
  const [open, setOpen] = useState(inTrail || !item.collapsible)
  const childrenId = useId()
  const active = route !== undefined && isItemActive(item, route)
  const iconName = item.icon && iconSource(base, item.icon)
  const icon = iconName && <Icon name={iconName} className="sidebar-icon" />
  const label = item.link ? (
    <AppLink
      to={item.link}
      className={`sidebar-link${active ? ' active' : ''}`}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      {icon}
      <span>{item.text}</span>
    </AppLink>
  ) : (
    <span className="sidebar-heading-text">
      {icon}
      <span>{item.text}</span>
    </span>
  )
  if (!item.children?.length) {
    return <li className={`sidebar-item depth-${depth}`}>{label}</li>
  }
  const expanded = open || inTrail
  return (
    <li className={`sidebar-item sidebar-group depth-${depth}${inTrail ? ' in-trail' : ''}`}>
      <div className="sidebar-group-header">
        {label}
        {route !== undefined && (
          <a
            className="sidebar-print"
            href={`${withBase(base, route)}?${PRINT_SECTION_PARAM}=${path}`}
            target="_blank"
            rel="noopener"
            aria-label={`${text('sidebar.print')}: ${item.text}`}
            title={text('sidebar.print')}
          >
            <Icon name="print" />
          </a>
        )}
        {item.collapsible && (
          <button
            type="button"
            className="sidebar-toggle"
            aria-expanded={expanded}
            aria-controls={childrenId}
            aria-label={text(expanded ? 'sidebar.collapse' : 'sidebar.expand', { section: item.text })}
            onClick={() => setOpen(!expanded)}
          >
            <Icon name="chevron-right" className={expanded ? 'rotated' : ''} />
          </button>
        )}
      </div>
      <ul id={childrenId} className="sidebar-children" hidden={!expanded}>
        {item.children.map((child, i) => (
          <SidebarItem
            key={`${child.text}-${i}`}
            item={child}
            depth={depth + 1}
            route={route}
            trail={trail}
            base={base}
            path={`${path}.${i}`}
            onNavigate={onNavigate}
            text={text}
          />
        ))}
      </ul>
    </li>
  )
})
