// Browser-side code (a string: tools/ has no DOM types) shared by the benchmarks that time an edit
// until the page shows it: bench:dev and bench:preview.

/**
 * Resolves with the epoch time of the first frame after the content shows `wanted`, watched by a
 * MutationObserver.
 */
export const WAIT_FOR_TEXT = `(wanted) => new Promise((resolve) => {
  const check = () => {
    if (!document.querySelector('#main-content .content')?.textContent?.includes(wanted)) return false
    observer.disconnect()
    requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()))
    return true
  }
  const observer = new MutationObserver(check)
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  check()
})`
