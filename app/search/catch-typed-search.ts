// What the reader types between asking for search and its field having focus (the dialog's code
// still loading, then its first render and commit) is held for the field, as the first paint holds
// it before the app is ready.

import { typedInto } from '../dom/early-keys'

/** The text held for search's field. */
export interface TypedAhead {
  /** What has been typed so far; holding goes on (for the field's first render). */
  sofar(): string
  /** Stops holding and gives what was typed (the same on every call): once the field has focus. */
  take(): string
}

/** Nothing typed, nothing held. */
export const NOTHING_TYPED: TypedAhead = { sofar: () => '', take: () => '' }

/**
 * Holds what is typed from now until search's field takes it, after `text` typed before; Escape
 * calls `cancel` instead.
 */
export function catchTypedSearch(text: string | undefined, cancel: () => void): TypedAhead {
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
  return {
    sofar: () => taken ?? typed,
    take: () => {
      window.removeEventListener('keydown', onKey)
      return (taken ??= typed)
    },
  }
}
