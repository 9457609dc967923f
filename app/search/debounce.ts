// Debouncing for promise-returning calls: only the last call within the wait runs; earlier ones reject as aborted.

/**
 * Wraps `fn` so that calls within `ms` of each other collapse into the last one.
 * Superseded calls reject with an `AbortError` DOMException so callers can ignore them.
 */
export function debounceAsync<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  ms: number,
): (...args: A) => Promise<R> {
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: ((reason: unknown) => void) | undefined
  return (...args) =>
    new Promise<R>((resolve, reject) => {
      if (timer !== undefined) clearTimeout(timer)
      pending?.(new DOMException('Superseded by a newer query', 'AbortError'))
      pending = reject
      timer = setTimeout(() => {
        timer = undefined
        pending = undefined
        fn(...args).then(resolve, reject)
      }, ms)
    })
}
