// Thin progress bar while navigating to a path not visited before (starts at 8 %, trickles every
// 800 ms, 200 ms steps).

import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { PROGRESS_MINIMUM, PROGRESS_SPEED_MS, PROGRESS_TRICKLE_MS, trickle } from '../lib/progress'
import { prefersReducedMotion } from '../dom/reduced-motion'
import { useUiText } from '../hooks/use-site'

/** The bar; listens to router events, renders nothing when idle. */
export function ProgressBar() {
  const router = useRouter()
  const text = useUiText()
  const [value, setValue] = useState<number | undefined>(undefined)
  const visited = useRef(new Set<string>())
  const timers = useRef<number[]>([])

  useEffect(() => {
    const clear = () => {
      for (const t of timers.current) window.clearInterval(t)
      timers.current = []
    }
    visited.current.add(router.state.location.pathname)
    const offStart = router.subscribe('onBeforeLoad', (e) => {
      const path = e.toLocation.pathname
      if (!e.pathChanged || visited.current.has(path)) return
      visited.current.add(path)
      clear()
      setValue(PROGRESS_MINIMUM)
      // With reduced motion the bar stands still at its start until the page is there.
      if (prefersReducedMotion()) return
      timers.current.push(
        window.setInterval(() => setValue((v) => (v === undefined ? v : trickle(v))), PROGRESS_TRICKLE_MS),
      )
    })
    const offDone = router.subscribe('onResolved', () => {
      clear()
      setValue((v) => (v === undefined ? v : 1))
      timers.current.push(window.setTimeout(() => setValue(undefined), PROGRESS_SPEED_MS * 2))
    })
    return () => {
      clear()
      offStart()
      offDone()
    }
  }, [router])

  if (value === undefined) return null
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-label={text('progress.loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
    >
      <div
        className="progress-bar-fill"
        style={{ transform: `translateX(${(value - 1) * 100}%)`, transitionDuration: `${PROGRESS_SPEED_MS}ms` }}
      />
    </div>
  )
}
