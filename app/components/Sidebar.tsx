// The sidebar for the current route: notice, then the tree, with the active item scrolled into view.

import { useEffect, useMemo, useRef } from 'react'
import type { NavItem } from '../../manifest/types'
import { activeTrail } from '../../manifest/nav/active-trail'
import { useSite, useUiText } from '../hooks/use-site'
import { SidebarItem } from './SidebarItem'

/** Props: the chosen tree (already canonical), current route, and a callback after navigating. */
export interface SidebarProps {
  items: NavItem[]
  route?: string
  onNavigate?: () => void
}

/** Renders the sidebar tree. */
export function Sidebar({ items, route, onNavigate }: SidebarProps) {
  const { base } = useSite()
  const text = useUiText()
  const nav = useRef<HTMLElement>(null)
  // Collapsed state resets when the sidebar changes, not on every page of the same sidebar.
  const trail = useMemo(() => new Set(route ? activeTrail(items, route) : []), [items, route])

  useEffect(() => {
    const box = nav.current?.closest('.sidebar-scroll')
    const active = nav.current?.querySelector<HTMLElement>('.sidebar-link.active')
    if (!box || !active) return
    const boxRect = box.getBoundingClientRect()
    const rect = active.getBoundingClientRect()
    if (rect.top < boxRect.top || rect.bottom > boxRect.bottom) {
      box.scrollTop += rect.top - boxRect.top - boxRect.height / 3
    }
  }, [route])

  return (
    <nav className="sidebar-nav" aria-label={text('nav.section')} ref={nav}>
      <ul className="sidebar-list">
        {items.map((item, i) => (
          <SidebarItem
            key={`${item.text}-${i}`}
            item={item}
            depth={0}
            route={route}
            trail={trail}
            base={base}
            path={String(i)}
            onNavigate={onNavigate}
            text={text}
          />
        ))}
      </ul>
    </nav>
  )
}
