// A click the browser should handle as it would on a plain link (a new tab or window, a download):
// any button but the main one, or any modifier key. Every link that navigates in the app checks it.

/** True for a click that should open the link as the browser would. */
export function isModifiedClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
}
