// Keys pressed before the app is ready are not lost: from the first script on, the search keys
// ('/', Ctrl+K, Cmd+K), what is typed after them, and the page keys (Alt+← / Alt+→) are caught
// and remembered on <html> (data-pending-search holds the text typed so far, data-pending-page-key),
// and the app acts on them as soon as its own listeners are installed. The state lives on the
// document, read by both scripts. The same type-ahead holds what is typed while search's own
// code loads (app/search/catch-typed-search.ts).

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
    if (searchListening === undefined && root.dataset.pendingSearch !== undefined) {
      const typed = typedInto(root.dataset.pendingSearch, event)
      if (typed !== undefined) {
        root.dataset.pendingSearch = typed
        return
      }
    }
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

/**
 * Marks the app's search keys as listening; when one was pressed before, the text typed after it
 * (once; '' when nothing was typed), else undefined.
 */
export function takeEarlySearch(): string | undefined {
  const root = document.documentElement
  root.dataset.searchListening = ''
  const pending = root.dataset.pendingSearch
  delete root.dataset.pendingSearch
  return pending
}

/**
 * `text` after a key typed into a search field not there yet: a character added, Backspace's
 * taken away (the key is then the field's: its default is prevented); undefined for other keys.
 */
export function typedInto(text: string, event: KeyboardEvent): string | undefined {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return undefined
  const typed = event.key === 'Backspace' ? text.slice(0, -1) : event.key.length === 1 ? text + event.key : undefined
  if (typed !== undefined) event.preventDefault()
  return typed
}

/** Marks the app's page keys as listening; the page key pressed before (once), if any. */
export function takeEarlyPageKey(): 'prev' | 'next' | undefined {
  const root = document.documentElement
  root.dataset.pageKeysListening = ''
  const pending = root.dataset.pendingPageKey
  delete root.dataset.pendingPageKey
  return pending === 'prev' || pending === 'next' ? pending : undefined
}
