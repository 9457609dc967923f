// Global keys that open search: '/' outside text fields, Ctrl+K or Cmd+K anywhere.

import { useEffect } from 'react'
import { takeEarlySearchKey } from '../lib/early-keys'
import { isSearchShortcut } from '../lib/shortcut-keys'

/** Calls `open` on the search shortcuts while `enabled`. */
export function useSearchShortcuts(open: () => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return
    // A search key pressed while the app was loading (caught by the first paint) opens search now.
    if (takeEarlySearchKey()) open()
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return
      event.preventDefault()
      open()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open, enabled])
}
