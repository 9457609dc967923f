// Search keys pressed before the app is ready are not lost: from the first script on, '/', Ctrl+K
// and Cmd+K are caught and remembered (on <html data-pending-search>), and the app opens search
// for them as soon as its own shortcuts listen (search/use-search-shortcuts.ts).

import { isSearchShortcut } from '../search/search-shortcut'

/** Removes the early listener; set while it listens. */
let stopCatching: (() => void) | undefined

/** Starts catching the search keys (the first paint calls this before anything else). */
export function catchEarlySearchKeys(): void {
  if (stopCatching) return
  const onKey = (event: KeyboardEvent) => {
    if (event.defaultPrevented || !isSearchShortcut(event)) return
    event.preventDefault()
    document.documentElement.dataset.pendingSearch = ''
  }
  window.addEventListener('keydown', onKey)
  stopCatching = () => window.removeEventListener('keydown', onKey)
}

/** Stops catching; true (once) when a search key was pressed before the app listened itself. */
export function takeEarlySearchKey(): boolean {
  stopCatching?.()
  stopCatching = undefined
  const root = document.documentElement
  const pending = root.dataset.pendingSearch !== undefined
  delete root.dataset.pendingSearch
  return pending
}
