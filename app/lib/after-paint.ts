// Runs work in a task after the next frame has been painted, so it never delays what that frame shows.

/** Calls `fn` after the next paint; returns a function that cancels the call. */
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
