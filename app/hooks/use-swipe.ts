// Touch swipes open (from the left edge) and close the mobile drawer.

import { useEffect } from 'react'
import { classifySwipe } from '../lib/swipe'

/** Calls `onSwipe('open' | 'close')` for qualifying horizontal swipes. */
export function useSwipe(onSwipe: (action: 'open' | 'close') => void): void {
  useEffect(() => {
    let start: { x: number; y: number } | undefined
    const onStart = (e: TouchEvent) => {
      const t = e.changedTouches[0]
      start = t ? { x: t.clientX, y: t.clientY } : undefined
    }
    const onEnd = (e: TouchEvent) => {
      const t = e.changedTouches[0]
      if (!start || !t) return
      const action = classifySwipe(start, { x: t.clientX, y: t.clientY })
      start = undefined
      if (action) onSwipe(action)
    }
    window.addEventListener('touchstart', onStart, { passive: true })
    window.addEventListener('touchend', onEnd, { passive: true })
    return () => {
      window.removeEventListener('touchstart', onStart)
      window.removeEventListener('touchend', onEnd)
    }
  }, [onSwipe])
}
