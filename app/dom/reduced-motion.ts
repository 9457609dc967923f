// Whether the reader asked the system for less motion (prefers-reduced-motion: reduce).

/** True when the reader prefers reduced motion; false where the query is not supported. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}
