// The colour control: whether a darkmode setting offers one, and how it cycles.

import type { DarkMode } from '../../manifest/types'
import { colorCycle, type ColorPreference } from './color-mode'

/** True when the setting offers a control at all (more than one choice). */
export function hasColorControl(mode: DarkMode): boolean {
  return colorCycle(mode).length > 1
}

/** Next preference when the control is pressed (switch: light → dark → auto → light). */
export function nextPreference(mode: DarkMode, current: ColorPreference, systemDark: boolean): ColorPreference {
  const cycle = colorCycle(mode)
  // In toggle mode 'auto' cannot be stored, but flip what is shown.
  if (mode === 'toggle' && current === 'auto') return systemDark ? 'light' : 'dark'
  const index = cycle.indexOf(current)
  return cycle[(index + 1) % cycle.length]!
}
