// Styles of lazily loaded widgets: shipped inside their chunk as text, added to the document once.

const added = new Set<string>()

/**
 * Adds `css` to the document under `id` unless it is there already. Widget chunks import their
 * stylesheet as text (`with { type: 'text' }`), so a page that uses no widget loads none of it.
 */
export function addWidgetStyle(id: string, css: string): void {
  if (added.has(id) || document.querySelector(`style[data-widget-style="${id}"]`)) return
  added.add(id)
  const style = document.createElement('style')
  style.dataset.widgetStyle = id
  style.textContent = css
  document.head.append(style)
}
