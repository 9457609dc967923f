// Alt+Left / Alt+Right go to the previous / next page in sidebar order (SPEC §2 Keyboard).

import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { prevNext } from '../lib/prev-next'
import { splatTarget } from '../lib/route-link'

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName))
}

/** Installs the shortcut for a flat page order and the current route. */
export function usePageKeys(order: string[], route: string | undefined): void {
  const navigate = useNavigate()
  useEffect(() => {
    if (!route) return
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || isTyping(e.target)) return
      if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return
      const { prev, next } = prevNext(order, route)
      const target = e.key === 'ArrowLeft' ? prev : next
      // Without a neighbour, let the browser keep its own Alt+Arrow (history) behaviour.
      if (!target) return
      e.preventDefault()
      void navigate(splatTarget(target))
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [order, route, navigate])
}
