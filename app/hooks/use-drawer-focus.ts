// Focus and keyboard for the mobile drawer: on open, focus moves into it and the page behind is
// inert; Escape closes it; on close, focus returns to the menu button.

import { useEffect } from 'react'

/** Widths at which the sidebar is an overlay drawer (up to the 719 px mobile breakpoint). */
const DRAWER_MEDIA = '(max-width: 719px)'

/**
 * While `open`, holds focus in the drawer `#site-drawer` of the layout element `layout` and
 * makes everything else inert but the menu button; `close` is called on Escape.
 */
export function useDrawerFocus(layout: HTMLElement | null, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open || !layout || !window.matchMedia(DRAWER_MEDIA).matches) return
    const drawer = layout.querySelector<HTMLElement>('#site-drawer')
    const menuButton = layout.querySelector<HTMLElement>('.menu-button')
    if (!drawer) return
    const navbar = layout.querySelector<HTMLElement>('.navbar')
    const background = [
      ...Array.from(layout.children).filter(
        (el) => el !== drawer && el !== navbar && !el.classList.contains('drawer-mask'),
      ),
      ...Array.from(navbar?.children ?? []).filter((el) => el !== menuButton),
    ].filter((el): el is HTMLElement => el instanceof HTMLElement && !el.inert)
    for (const el of background) el.inert = true
    const first = drawer.querySelector<HTMLElement>('a[href], button, summary, [tabindex]:not([tabindex="-1"])')
    first?.focus({ preventScroll: true })
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      close()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      for (const el of background) el.inert = false
      // Focus left in the closed drawer (or lost with it) goes back to the menu button.
      const active = document.activeElement
      if (!active || active === document.body || drawer.contains(active)) menuButton?.focus({ preventScroll: true })
    }
  }, [layout, open, close])
}
