// Colour mode glue: stored preference, system preference, print override, 400 ms transition.

import { useCallback, useEffect, useLayoutEffect, useState } from 'react'
import type { DarkMode } from '../../manifest/types'
import { nextPreference } from '../lib/color-control'
import { COLOR_STORE_KEY, effectiveScheme, initialPreference, type ColorPreference } from '../lib/color-mode'
import { applyScheme, darkSchemeQuery as darkQuery, readStoredScheme } from '../dom/color-scheme-boot'

/** Current preference and the function that cycles it, for the site's darkmode setting. */
export function useColorMode(mode: DarkMode): {
  preference: ColorPreference
  cycle: () => void
} {
  const [systemDark, setSystemDark] = useState(() => darkQuery().matches)
  const [preference, setPreference] = useState<ColorPreference>(() =>
    initialPreference(mode, readStoredScheme(), darkQuery().matches),
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
