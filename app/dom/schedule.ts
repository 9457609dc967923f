// When to run work that must not hold back what the reader sees: after the next paint, or when
// the main thread is idle.

/** Calls `fn` in a task after the next frame has been painted; returns a function that cancels it. */
export function afterNextPaint(fn: () => void): () => void {
  let timer = 0
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(fn)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/**
 * Calls `fn` when the main thread is idle, at the latest after `timeoutMs` (browsers without
 * requestIdleCallback wait `timeoutMs`); returns a function that cancels it.
 */
export function whenIdle(fn: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => fn(), { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const timer = window.setTimeout(fn, timeoutMs)
  return () => clearTimeout(timer)
}
