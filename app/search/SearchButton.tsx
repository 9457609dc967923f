// The navbar search button; hovering or focusing it starts loading search in the background.

import type { UiText } from '../../manifest/ui/ui-strings'

/** Props: what pressing the button does, and what hovering or focusing it does (start loading search). */
export interface SearchButtonProps {
  onOpen: () => void
  onWarmUp: () => void
  text: UiText
}

/** Button that opens the search dialog. */
export function SearchButton({ onOpen, onWarmUp, text }: SearchButtonProps) {
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
  return (
    <button
      type="button"
      className="search-button"
      aria-keyshortcuts="/ Control+K Meta+K"
      onClick={onOpen}
      onFocus={onWarmUp}
      onPointerEnter={onWarmUp}
    >
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m13 13 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="search-button-text">{text('search.button')}</span>
      {/* The name is the visible word (an aria-label would not hold the key shown beside it); the
          keys are announced through aria-keyshortcuts. */}
      <kbd className="search-button-key" aria-hidden="true">
        {mac ? '⌘K' : 'Ctrl K'}
      </kbd>
    </button>
  )
}
