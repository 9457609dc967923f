// Colour mode glue: stored preference, system preference, print override, 400 ms transition.

import { useCallback, useEffect, useLayoutEffect, useState } from 'react'
import type { DarkMode } from '../../manifest/types'
import {
  COLOR_STORE_KEY,
  COLOR_TRANSITION_MS,
  effectiveScheme,
  initialPreference,
  nextPreference,
  type ColorPreference,
} from '../lib/color-mode'

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)')

function readStored(): string | null {
  try {
    return localStorage.getItem(COLOR_STORE_KEY)
  } catch {
    return null
  }
}

function applyScheme(scheme: 'light' | 'dark', animate: boolean): void {
  const root = document.documentElement
  if (root.dataset.theme === scheme) return
  if (animate) {
    root.classList.add('theme-transition')
    window.setTimeout(() => root.classList.remove('theme-transition'), COLOR_TRANSITION_MS)
  }
  root.dataset.theme = scheme
  root.style.colorScheme = scheme
}

/** Applies the stored choice before the manifest arrives, to avoid a light flash. */
export function bootColorScheme(): void {
  const stored = readStored()
  const systemDark = darkQuery().matches
  const pref = stored === 'light' || stored === 'dark' ? stored : 'auto'
  applyScheme(effectiveScheme(pref, systemDark), false)
}

/** Current preference and the function that cycles it, for the site's darkmode setting. */
export function useColorMode(mode: DarkMode): {
  preference: ColorPreference
  cycle: () => void
} {
  const [systemDark, setSystemDark] = useState(() => darkQuery().matches)
  const [preference, setPreference] = useState<ColorPreference>(() =>
    initialPreference(mode, readStored(), darkQuery().matches),
  )
  const [printing, setPrinting] = useState(false)
  const [animate, setAnimate] = useState(false)

  useEffect(() => {
    const query = darkQuery()
    const onChange = () => setSystemDark(query.matches)
    query.addEventListener('change', onChange)
    const before = () => setPrinting(true)
    const after = () => setPrinting(false)
    window.addEventListener('beforeprint', before)
    window.addEventListener('afterprint', after)
    return () => {
      query.removeEventListener('change', onChange)
      window.removeEventListener('beforeprint', before)
      window.removeEventListener('afterprint', after)
    }
  }, [])

  useLayoutEffect(() => {
    applyScheme(effectiveScheme(preference, systemDark, printing), animate && !printing)
  }, [preference, systemDark, printing, animate])

  const cycle = useCallback(() => {
    setAnimate(true)
    setPreference((current) => {
      const next = nextPreference(mode, current, darkQuery().matches)
      try {
        localStorage.setItem(COLOR_STORE_KEY, next)
      } catch {
        // Private mode: the choice lasts for this visit only.
      }
      return next
    })
  }, [mode])

  return { preference, cycle }
}
