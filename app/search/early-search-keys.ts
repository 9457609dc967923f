// Search keys pressed before the app is ready are not lost: from the first script on, '/', Ctrl+K
// and Cmd+K are caught and remembered (on <html data-pending-search>), and the app opens search
// for them as soon as its own shortcuts listen (use-search-shortcuts.ts). The state lives on the
// document, read by both scripts.

import { isSearchShortcut } from './search-shortcut'

/** Starts catching the search keys (the first paint calls this before anything else). */
export function catchEarlySearchKeys(): void {
  const root = document.documentElement
  const onKey = (event: KeyboardEvent) => {
    // Once the app listens itself, this listener goes.
    if (root.dataset.searchListening !== undefined) return window.removeEventListener('keydown', onKey)
    if (event.defaultPrevented || !isSearchShortcut(event)) return
    event.preventDefault()
    root.dataset.pendingSearch = ''
  }
  window.addEventListener('keydown', onKey)
}

/** Marks the app's own shortcuts as listening; true (once) when a search key was pressed before. */
export function takeEarlySearchKey(): boolean {
  const root = document.documentElement
  root.dataset.searchListening = ''
  const pending = root.dataset.pendingSearch !== undefined
  delete root.dataset.pendingSearch
  return pending
}
