// What the reader types between asking for search and its field being there (the dialog's code
// still loading) is held for the field, as the first paint holds it before the app is ready.

import { typedInto } from '../dom/early-keys'

/**
 * Holds what is typed from now until search's field is there, after `text` typed before; Escape
 * calls `cancel` instead. The returned function stops holding and gives the text (the same on
 * every call).
 */
export function catchTypedSearch(text: string | undefined, cancel: () => void): () => string {
  let typed = text ?? ''
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault()
      window.removeEventListener('keydown', onKey)
      cancel()
    } else typed = typedInto(typed, event) ?? typed
  }
  window.addEventListener('keydown', onKey)
  let taken: string | undefined
  return () => {
    window.removeEventListener('keydown', onKey)
    return (taken ??= typed)
  }
}
