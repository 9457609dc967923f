// Alt+Left / Alt+Right go to the previous / next page: the page's frontmatter prev/next where set,
// else the sidebar order.

import { useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import { flattenSidebar, selectSidebar } from '../lib/sidebar'
import { prevNext, type NeighbourOverride } from '../lib/prev-next'
import { useSite } from './use-site'
import { splatTarget } from '../lib/route-link'

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName))
}

/** The flat page order of the sidebar shown for `route` (empty without one). */
function useSidebarOrder(route: string, hasSidebar: boolean): string[] {
  const { index } = useSite()
  return useMemo(() => {
    const sidebar = hasSidebar ? selectSidebar(index.sidebars, route) : undefined
    return sidebar ? flattenSidebar(sidebar.items) : []
  }, [index, route, hasSidebar])
}

/** Installs the shortcut for the shown page: its sidebar's order, or the neighbours it names. */
export function usePageKeys(
  route: string | undefined,
  hasSidebar: boolean,
  overrides: { prev?: NeighbourOverride; next?: NeighbourOverride },
): void {
  const order = useSidebarOrder(route ?? '', hasSidebar)
  const navigate = useNavigate()
  const { prev: prevOverride, next: nextOverride } = overrides
  useEffect(() => {
    if (!route) return
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || isTyping(e.target)) return
      if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return
      const { prev, next } = prevNext(order, route, { prev: prevOverride, next: nextOverride })
      const target = e.key === 'ArrowLeft' ? prev : next
      // Without a neighbour, let the browser keep its own Alt+Arrow (history) behaviour.
      if (!target) return
      e.preventDefault()
      void navigate(splatTarget(target))
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [order, route, navigate, prevOverride, nextOverride])
}
