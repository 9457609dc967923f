// One navbar group: a button that opens a menu of links, usable with mouse, touch and keyboard.

import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react'
import type { NavItem } from '../../manifest/types'
import { isItemActive } from '../../manifest/nav/active-trail'
import { AppLink, type AppLinkProps } from './AppLink'
import { Icon } from './Icon'

/** Props: the group and the current route (to mark the active entry). */
export interface NavDropdownProps {
  item: NavItem
  route?: string
  /** Accessible name when the group's text alone does not say what it is (e.g. a version number). */
  label?: string
  /** The component of the menu's links (the versions menu's own: VersionMenuLink); AppLink by default. */
  LinkAs?: ComponentType<AppLinkProps>
}

/** Flattens one level of sub-groups into labelled sections of a menu. */
function menuEntries(item: NavItem): Array<{ heading?: string; links: NavItem[] }> {
  const loose: NavItem[] = []
  const sections: Array<{ heading?: string; links: NavItem[] }> = []
  for (const child of item.children ?? []) {
    if (child.children?.length) sections.push({ heading: child.text, links: child.children })
    else loose.push(child)
  }
  return loose.length ? [{ links: loose }, ...sections] : sections
}

/** A navbar dropdown following the menu-button pattern (Enter/Space/↓ open, ↑↓ move, Esc close). */
export function NavDropdown({ item, route, label, LinkAs = AppLink }: NavDropdownProps) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const active = route !== undefined && containsRoute(item, route)

  useEffect(() => {
    if (!open) return
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onDown)
    return () => document.removeEventListener('pointerdown', onDown)
  }, [open])

  const links = () => Array.from(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])
  const focusLink = (index: number) => {
    const all = links()
    all[(index + all.length) % all.length]?.focus()
  }

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      setOpen(true)
      requestAnimationFrame(() => focusLink(e.key === 'ArrowDown' ? 0 : -1))
    }
  }
  const onMenuKey = (e: KeyboardEvent) => {
    const all = links()
    const at = all.indexOf(document.activeElement as HTMLElement)
    if (e.key === 'ArrowDown') focusLink(at + 1)
    else if (e.key === 'ArrowUp') focusLink(at - 1)
    else if (e.key === 'Home') focusLink(0)
    else if (e.key === 'End') focusLink(-1)
    else if (e.key === 'Escape') {
      setOpen(false)
      button.current?.focus()
    } else if (e.key === 'Tab') {
      setOpen(false)
      return
    } else return
    e.preventDefault()
  }

  return (
    <div
      className={`nav-dropdown${open ? ' open' : ''}${active ? ' active' : ''}`}
      ref={root}
      onMouseEnter={() => window.matchMedia('(hover: hover)').matches && setOpen(true)}
      onMouseLeave={() => window.matchMedia('(hover: hover)').matches && setOpen(false)}
    >
      <button
        ref={button}
        type="button"
        className="nav-dropdown-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={label ? `${label}: ${item.text}` : undefined}
        // With a hovering pointer the menu is already open on arrival, so a click keeps it open.
        onClick={() => setOpen((o) => (window.matchMedia('(hover: hover)').matches ? true : !o))}
        onKeyDown={onButtonKey}
      >
        {item.icon && <Icon name={item.icon} />}
        <span>{item.text}</span>
        <Icon name="chevron-down" className="caret" />
      </button>
      <div
        className="nav-dropdown-menu"
        id={menuId}
        role="menu"
        aria-label={label ?? item.text}
        hidden={!open}
        onKeyDown={onMenuKey}
      >
        {menuEntries(item).map((section, i) => (
          <div className="nav-dropdown-section" key={section.heading ?? i} role="group" aria-label={section.heading}>
            {section.heading && <div className="nav-dropdown-heading">{section.heading}</div>}
            {section.links.map((link) =>
              link.link ? (
                <LinkAs
                  key={link.text + link.link}
                  to={link.link}
                  role="menuitem"
                  tabIndex={-1}
                  className={route && isItemActive(link, route) ? 'active' : undefined}
                  onClick={() => setOpen(false)}
                >
                  {link.text}
                </LinkAs>
              ) : null,
            )}
          </div>
        ))}
      </div>
    </div>
  )
}

function containsRoute(item: NavItem, route: string): boolean {
  if (isItemActive(item, route)) return true
  return (item.children ?? []).some((c) => containsRoute(c, route))
}
