// Colour-mode policy: which preferences a darkmode setting allows, the one at start and the scheme
// shown (how the control cycles is color-control.ts's: the first paint has no control).

import type { DarkMode } from '../../manifest/types'

/** What the reader chose: a fixed scheme or follow the system. */
export type ColorPreference = 'light' | 'dark' | 'auto'

/** The scheme actually shown. */
export type ColorScheme = 'light' | 'dark'

/** Duration of the colour transition when the scheme changes. */
export const COLOR_TRANSITION_MS = 400

/** localStorage key of the reader's choice. */
export const COLOR_STORE_KEY = 'docs-color-scheme'

/** Preferences the reader can pick under a darkmode setting, in cycling order. */
export function colorCycle(mode: DarkMode): ColorPreference[] {
  switch (mode) {
    case 'disable':
      return ['light']
    case 'enable':
      return ['dark']
    case 'auto':
      return ['auto']
    case 'switch':
      return ['light', 'dark', 'auto']
    case 'toggle':
      return ['light', 'dark']
  }
}

/**
 * The preference to use at start: the stored one when the setting allows it,
 * else 'auto' for switch/auto, the system scheme for toggle, the forced one otherwise.
 */
export function initialPreference(mode: DarkMode, stored: string | null, systemDark: boolean): ColorPreference {
  const allowed = colorCycle(mode)
  if (stored && (allowed as string[]).includes(stored)) {
    return stored as ColorPreference
  }
  if (mode === 'toggle') return systemDark ? 'dark' : 'light'
  if (mode === 'switch') return 'auto'
  return allowed[0]!
}

/** The scheme shown for a preference; printing always uses light. */
export function effectiveScheme(preference: ColorPreference, systemDark: boolean, printing = false): ColorScheme {
  if (printing) return 'light'
  if (preference === 'auto') return systemDark ? 'dark' : 'light'
  return preference
}
