// Waiting for a filled content element to have all its pieces (fill-content.ts marks it busy until then).

/** Resolves once `root` is no longer busy (its last piece is in, or the reader was told why not). */
export function contentSettled(root: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (root.hasAttribute('aria-busy') ? setTimeout(check, 5) : resolve())
    check()
  })
}
