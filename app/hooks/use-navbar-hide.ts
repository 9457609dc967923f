// Applies the navbar auto-hide rule on small screens (throttled 300 ms), as a class on <html>.

import { useEffect } from 'react'
import { NAVBAR_HIDE_THROTTLE_MS, nextNavbarState, type NavbarHideState } from '../lib/navbar-hide'
import { prefersReducedMotion } from '../dom/reduced-motion'

/**
 * Installs the scroll listener; the navbar hides only at ≤ 719 px (CSS decides), and never for a
 * reader who prefers reduced motion (a bar sliding away on every scroll is motion).
 */
export function useNavbarHide(drawerOpen: boolean): void {
  useEffect(() => {
    const root = document.documentElement
    if (drawerOpen || prefersReducedMotion()) {
      root.classList.remove('navbar-hidden')
      return
    }
    let state: NavbarHideState = { hidden: false, anchor: window.scrollY, last: window.scrollY }
    let timer = 0
    const sample = () => {
      timer = 0
      state = nextNavbarState(state, window.scrollY)
      root.classList.toggle('navbar-hidden', state.hidden)
    }
    const onScroll = () => {
      if (!timer) timer = window.setTimeout(sample, NAVBAR_HIDE_THROTTLE_MS)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.clearTimeout(timer)
      root.classList.remove('navbar-hidden')
    }
  }, [drawerOpen])
}
