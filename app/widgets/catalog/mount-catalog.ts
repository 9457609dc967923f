// `<Catalog/>`: the pages of a folder from the manifest, with title, description and icon.
// Attributes: base (the folder, default the page's own), level (1–3 folders deep).

import '../../entries/app-chunk' // its modules share one chunk (the file says why)
import '../../entries/shared-chunk' // its modules share one chunk (the file says why)
import { iconName } from '../../../manifest/ui/icons'
import { svgIcon } from '../../dom/svg-icon'
import { iconSource } from '../../lib/asset-url'
import { withBase } from '../../lib/base-path'
import { uiTextFor } from '../../lib/ui-text'
import { catalogEntries, catalogFolder, type CatalogEntry } from '../../lib/catalog'
import { addLazyStyle } from '../../dom/lazy-style'
import type { WidgetEnv } from '../widget-env'
import css from './catalog.css' with { type: 'text' }

/** Lists the folder's pages inside the placeholder. */
export function mount(el: HTMLElement, env: WidgetEnv): void {
  addLazyStyle('catalog', css)
  const text = uiTextFor(env.manifest)
  const folder = catalogFolder(el.dataset.base, env.route)
  const level = Math.min(3, Math.max(1, Number(el.dataset.level) || 1))
  const entries = catalogEntries(env.manifest.pages, env.manifest.site.sidebars, folder, level)
  const nav = document.createElement('nav')
  nav.className = 'catalog'
  nav.setAttribute('aria-label', text('catalog.label'))
  if (entries.length) nav.append(list(entries, env.base))
  else {
    const empty = document.createElement('p')
    empty.className = 'catalog-empty'
    empty.textContent = text('catalog.empty')
    nav.append(empty)
  }
  el.replaceChildren(nav)
}

function list(entries: CatalogEntry[], base: string): HTMLUListElement {
  const ul = document.createElement('ul')
  ul.className = 'catalog-list'
  for (const { page, children } of entries) {
    const li = document.createElement('li')
    li.className = 'catalog-item'
    const a = document.createElement('a')
    a.className = 'catalog-link'
    a.href = withBase(base, page.route)
    const icon = page.icon ? iconOf(base, page.icon) : undefined
    if (icon) a.append(icon)
    const title = document.createElement('span')
    title.className = 'catalog-title'
    title.textContent = page.title
    a.append(title)
    if (page.description) {
      const text = document.createElement('span')
      text.className = 'catalog-description'
      text.textContent = page.description
      a.append(text)
    }
    li.append(a)
    if (children.length) li.append(list(children, base))
    ul.append(li)
  }
  return ul
}

/** A named icon as inline SVG, an image path as <img>; nothing for unknown names or foreign images. */
function iconOf(base: string, name: string): Element | undefined {
  const source = iconSource(base, name)
  if (!source) return undefined
  if (/[/.]/.test(source)) {
    const img = document.createElement('img')
    img.className = 'catalog-icon'
    img.src = source
    img.alt = ''
    return img
  }
  return svgIcon(iconName(source), { class: 'catalog-icon' })
}
