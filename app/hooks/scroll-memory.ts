// Remembers the window scroll position per history entry, across reloads of the tab.

const STORE_KEY = 'docs-scroll-positions'
const positions = new Map<string, number>()
let popPending = false
let installed = false

/**
 * Key of the history entry shown now, read live: the router adds its key to the first entry's
 * state only after the first render, so a key captured at render time could be stale.
 */
function entryKey(): string {
  const state = history.state as { __TSR_key?: string } | null
  return state?.__TSR_key ?? location.pathname + location.search
}

function install(): void {
  if (installed) return
  installed = true
  history.scrollRestoration = 'manual'
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}')
    if (saved && typeof saved === 'object') {
      for (const [k, v] of Object.entries(saved)) if (typeof v === 'number') positions.set(k, v)
    }
  } catch {
    // Unreadable storage just means nothing to restore.
  }
  // Back/forward (and reload, below) are the navigations that restore. This listener must be
  // registered before the router's own (see the call at the bottom of this module): the router
  // can render the target page before later popstate listeners run.
  window.addEventListener('popstate', () => {
    popPending = true
  })
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  popPending = nav?.type === 'reload' || nav?.type === 'back_forward'
  let frame = 0
  window.addEventListener(
    'scroll',
    () => {
      if (frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        positions.set(entryKey(), window.scrollY)
      })
    },
    { passive: true },
  )
  window.addEventListener('pagehide', () => {
    positions.set(entryKey(), window.scrollY)
    try {
      sessionStorage.setItem(STORE_KEY, JSON.stringify(Object.fromEntries(positions)))
    } catch {
      // Storage full or blocked: positions are kept in memory only.
    }
  })
}

/**
 * Called when a new entry is shown: the saved position to restore when the navigation was
 * back/forward (or a reload), else undefined.
 */
export function enterEntry(): number | undefined {
  install()
  const pop = popPending
  popPending = false
  return pop ? positions.get(entryKey()) : undefined
}

if (typeof window !== 'undefined') install()
