// RapiDoc's list view opens an operation by clicking its head (a <summary> outside any <details>,
// which browsers do not make focusable) and collapses a group by clicking its title (a <div>).
// This gives those controls what a keyboard and a screen reader need: a tab stop, the button
// role, the open state, and Enter/Space.

/** The explorer's click-only controls, and how each tells whether it is open. */
const CONTROLS: { selector: string; expanded?: (el: Element) => boolean }[] = [
  { selector: 'summary.endpoint-head', expanded: (el) => el.classList.contains('expanded') },
  {
    selector: '.section-tag-header',
    expanded: (el) => el.closest('.section-tag')?.classList.contains('expanded') ?? true,
  },
  // "Expand all" and "Collapse all".
  { selector: 'span[style*="cursor:pointer"]' },
]

function patch(root: ShadowRoot): void {
  for (const { selector, expanded } of CONTROLS) {
    for (const el of root.querySelectorAll<HTMLElement>(selector)) {
      if (!el.hasAttribute('tabindex')) {
        el.tabIndex = 0
        el.setAttribute('role', 'button')
        el.addEventListener('keydown', (event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return
          event.preventDefault()
          el.click()
        })
      }
      if (!expanded) continue
      const open = String(expanded(el))
      if (el.getAttribute('aria-expanded') !== open) el.setAttribute('aria-expanded', open)
    }
  }
}

/** Keeps the explorer's controls keyboard-usable as it renders; returns the stopper. */
export function keepKeyboardAccess(explorer: HTMLElement): () => void {
  const root = explorer.shadowRoot
  if (!root) return () => {}
  let queued = false
  const observer = new MutationObserver(() => {
    if (queued) return
    queued = true
    queueMicrotask(() => {
      queued = false
      patch(root)
    })
  })
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] })
  patch(root)
  return () => observer.disconnect()
}
