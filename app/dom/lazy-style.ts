// Styles of lazily loaded parts (widgets, the search dialog): shipped inside their chunk as text and
// added to the document once, so a page that never uses a part loads none of its styles.

/** Ids of the styles added so far. */
const addedStyles = new Set<string>()

/**
 * Adds `css` to the document under `id` unless it is there already. Lazy chunks import their
 * stylesheet as text (`with { type: 'text' }`).
 */
export function addLazyStyle(id: string, css: string): void {
  if (addedStyles.has(id) || document.querySelector(`style[data-lazy-style="${id}"]`)) return
  addedStyles.add(id)
  const style = document.createElement('style')
  style.dataset.lazyStyle = id
  style.textContent = css
  document.head.append(style)
}
