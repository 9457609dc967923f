// Alt+Left / Alt+Right go to the previous / next page: the page's frontmatter prev/next where set,
// else the sidebar order.

import { useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import { flattenSidebar } from '../../manifest/nav/reading-order'
import { selectSidebar } from '../../manifest/nav/sidebar'
import { prevNext, type NeighbourOverride } from '../lib/prev-next'
import { useSite } from './use-site'
import { splatTarget } from '../lib/route-link'
import { takeEarlyPageKey } from '../dom/early-keys'
import { pageKeyOf } from '../dom/shortcut-keys'

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
    /** Goes to the neighbour `key` asks for; false when the page has none. */
    const go = (key: 'prev' | 'next'): boolean => {
      const { prev, next } = prevNext(order, route, { prev: prevOverride, next: nextOverride })
      const target = key === 'prev' ? prev : next
      if (!target) return false
      void navigate(splatTarget(target))
      return true
    }
    // A key pressed while the app was loading (held by the first paint) is acted on now; without
    // a neighbour it does what the browser would have done.
    const early = takeEarlyPageKey()
    if (early && !go(early)) goInHistory(early)
    const onKey = (e: KeyboardEvent) => {
      const key = pageKeyOf(e)
      // Without a neighbour, let the browser keep its own Alt+Arrow (history) behaviour.
      if (key && go(key)) e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [order, route, navigate, prevOverride, nextOverride])
}

/**
 * For views without page keys (not-found, home): a page key pressed while the app was loading
 * does what the browser would have done, back or forward in history. Used by the layout, whose
 * effect runs after the page's own (which takes the key first when it has page keys).
 */
export function useLeftoverPageKey(): void {
  useEffect(() => {
    const early = takeEarlyPageKey()
    if (early) goInHistory(early)
  }, [])
}

function goInHistory(key: 'prev' | 'next'): void {
  history.go(key === 'prev' ? -1 : 1)
}
