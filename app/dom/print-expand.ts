// Closed <details> open for printing and close again afterwards, so a printed page holds all of
// its text (CSS cannot open them).

/** Opens every closed details element while the page prints; returns the uninstaller. */
export function expandDetailsForPrint(): () => void {
  let opened: HTMLDetailsElement[] = []
  const before = () => {
    opened = Array.from(document.querySelectorAll<HTMLDetailsElement>('details:not([open])'))
    for (const el of opened) el.open = true
  }
  const after = () => {
    for (const el of opened) el.open = false
    opened = []
  }
  window.addEventListener('beforeprint', before)
  window.addEventListener('afterprint', after)
  return () => {
    window.removeEventListener('beforeprint', before)
    window.removeEventListener('afterprint', after)
  }
}
