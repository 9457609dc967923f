// Navbar auto-hide rule: hide after moving 200 px down past the last shown position,
// only beyond 58 px from the top; show again on any upward scroll.

const NAVBAR_HIDE_AFTER_PX = 58
const NAVBAR_HIDE_DISTANCE_PX = 200
export const NAVBAR_HIDE_THROTTLE_MS = 300

/** State carried between scroll samples. */
export interface NavbarHideState {
  hidden: boolean
  /** Scroll position where the navbar was last shown (or the last upward move). */
  anchor: number
  last: number
}

/** Next state for a new scroll position. */
export function nextNavbarState(state: NavbarHideState, y: number): NavbarHideState {
  if (y <= NAVBAR_HIDE_AFTER_PX) return { hidden: false, anchor: y, last: y }
  if (y < state.last) return { hidden: false, anchor: y, last: y }
  const hidden = state.hidden || y - state.anchor >= NAVBAR_HIDE_DISTANCE_PX
  return { hidden, anchor: state.anchor, last: y }
}
