// Keys pressed before the app is ready are not lost: from the first script on, the search keys
// ('/', Ctrl+K, Cmd+K) and the page keys (Alt+← / Alt+→) are caught and remembered on <html>
// (data-pending-search, data-pending-page-key), and the app acts on them as soon as its own
// listeners are installed. The state lives on the document, read by both scripts.

import { isSearchShortcut, pageKeyOf } from './shortcut-keys'

/** Starts catching the keys (the first paint calls this before anything else). */
export function catchEarlyKeys(): void {
  const root = document.documentElement
  const onKey = (event: KeyboardEvent) => {
    const { searchListening, pageKeysListening } = root.dataset
    // Once the app listens for both itself, this listener goes.
    if (searchListening !== undefined && pageKeysListening !== undefined) {
      return window.removeEventListener('keydown', onKey)
    }
    if (event.defaultPrevented) return
    if (searchListening === undefined && isSearchShortcut(event)) {
      event.preventDefault()
      root.dataset.pendingSearch = ''
      return
    }
    const pageKey = pageKeysListening === undefined ? pageKeyOf(event) : undefined
    if (pageKey) {
      // Held for the app, which goes to that page, or back or forward in history when the page
      // has no such neighbour (the browser's own Alt+Arrow).
      event.preventDefault()
      root.dataset.pendingPageKey = pageKey
    }
  }
  window.addEventListener('keydown', onKey)
}

/** Marks the app's search keys as listening; true (once) when one was pressed before. */
export function takeEarlySearchKey(): boolean {
  const root = document.documentElement
  root.dataset.searchListening = ''
  const pending = root.dataset.pendingSearch !== undefined
  delete root.dataset.pendingSearch
  return pending
}

/** Marks the app's page keys as listening; the page key pressed before (once), if any. */
export function takeEarlyPageKey(): 'prev' | 'next' | undefined {
  const root = document.documentElement
  root.dataset.pageKeysListening = ''
  const pending = root.dataset.pendingPageKey
  delete root.dataset.pendingPageKey
  return pending === 'prev' || pending === 'next' ? pending : undefined
}
