// Holds a scroll target while the content under it settles (images, widgets, off-screen blocks
// laid out for real), until the reader scrolls themselves or the time is up.

/** How long a target stays pinned while content settles. */
const PIN_MS = 4000

const STOP_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const

/**
 * Applies `apply` now and again whenever `content` resizes, until the reader scrolls (wheel,
 * touch, key, mouse) or PIN_MS passes. Returns the function that stops it early.
 */
export function pinScroll(content: Element, apply: () => void): () => void {
  apply()
  const observer = new ResizeObserver(() => apply())
  observer.observe(content)
  const stop = () => {
    observer.disconnect()
    window.clearTimeout(timer)
    for (const type of STOP_EVENTS) window.removeEventListener(type, stop, true)
  }
  for (const type of STOP_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true })
  const timer = window.setTimeout(stop, PIN_MS)
  return stop
}
