// Navigation progress bar arithmetic: minimum 8 %, speed 200 ms, trickle every 800 ms at rate 0.02.

export const PROGRESS_MINIMUM = 0.08
export const PROGRESS_SPEED_MS = 200
export const PROGRESS_TRICKLE_MS = 800
const PROGRESS_TRICKLE_RATE = 0.02
/** The bar never reaches 100 % on its own; it completes when the page has loaded. */
export const PROGRESS_CEILING = 0.994

/** Value after one trickle step: up to `rate` more (nprogress's trickle), never past the ceiling. */
export function trickle(value: number, random: number = Math.random(), rate = PROGRESS_TRICKLE_RATE): number {
  return clampProgress(Math.max(value, PROGRESS_MINIMUM) + random * rate)
}

/** Keeps a value inside [minimum, ceiling]. */
export function clampProgress(value: number): number {
  return Math.min(PROGRESS_CEILING, Math.max(PROGRESS_MINIMUM, value))
}
