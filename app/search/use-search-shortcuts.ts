// Global keys that open search: '/' outside text fields, Ctrl+K or Cmd+K anywhere.

import { useEffect } from 'react'
import { takeEarlySearch } from '../dom/early-keys'
import { isSearchShortcut } from '../dom/shortcut-keys'

/** Calls `open` on the search shortcuts while `enabled`, with the text typed after an early one. */
export function useSearchShortcuts(open: (typed?: string) => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return
    // A search key pressed while the app was loading (caught by the first paint) opens search
    // now, with what was typed after it.
    const early = takeEarlySearch()
    if (early !== undefined) open(early)
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return
      event.preventDefault()
      open('')
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open, enabled])
}
