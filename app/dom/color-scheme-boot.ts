// Puts the reader's colour scheme on <html> before script paints anything: the first paint and
// the app both start with it, so no text is shown in the other scheme first.

import type { DarkMode } from '../../manifest/types'
import {
  COLOR_STORE_KEY,
  COLOR_TRANSITION_MS,
  effectiveScheme,
  initialPreference,
  type ColorScheme,
} from '../lib/color-mode'

/** The stored choice, or null (none, or storage blocked). */
export function readStoredScheme(): string | null {
  try {
    return localStorage.getItem(COLOR_STORE_KEY)
  } catch {
    return null
  }
}

/** The system's dark-scheme media query (live: it reports changes). */
export function darkSchemeQuery(): MediaQueryList {
  return window.matchMedia('(prefers-color-scheme: dark)')
}

/** Shows `scheme`, with the 400 ms colour transition when `animate`. */
export function applyScheme(scheme: ColorScheme, animate: boolean): void {
  const root = document.documentElement
  if (root.dataset.theme === scheme) return
  if (animate) {
    root.classList.add('theme-transition')
    window.setTimeout(() => root.classList.remove('theme-transition'), COLOR_TRANSITION_MS)
  }
  root.dataset.theme = scheme
  root.style.colorScheme = scheme
}

/**
 * Applies the stored choice (or the system's scheme) at start. With the site's darkmode setting
 * known, it is applied exactly as the colour control will (a forced mode wins over a stored one).
 */
export function bootColorScheme(mode?: DarkMode): void {
  const stored = readStoredScheme()
  const systemDark = darkSchemeQuery().matches
  const preference = mode
    ? initialPreference(mode, stored, systemDark)
    : stored === 'light' || stored === 'dark'
      ? stored
      : 'auto'
  applyScheme(effectiveScheme(preference, systemDark), false)
}
