// The site's keyboard shortcuts: '/' outside text fields, Ctrl+K or Cmd+K anywhere open search;
// Alt+← / Alt+→ go to the previous / next page. No React here: the first paint listens for them
// too, before the app has arrived (early-keys.ts).

/** True when the key event comes from somewhere the reader types text. */
function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  if (!el || typeof el.tagName !== 'string') return false
  return (
    el.isContentEditable ||
    el.tagName === 'TEXTAREA' ||
    el.tagName === 'SELECT' ||
    (el.tagName === 'INPUT' && !['checkbox', 'radio', 'button', 'submit'].includes((el as HTMLInputElement).type))
  )
}

/** True for the keys that open search. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
    return true
  }
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target)
}

/** Which neighbour page a key asks for: Alt+← the previous, Alt+→ the next (not while typing). */
export function pageKeyOf(event: KeyboardEvent): 'prev' | 'next' | undefined {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isTyping(event.target)) return undefined
  return event.key === 'ArrowLeft' ? 'prev' : event.key === 'ArrowRight' ? 'next' : undefined
}
