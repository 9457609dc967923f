// Tidy boxes for widget placeholders without a widget module (unknown components, or a widget
// whose code could not load): the widget's name and the pipeline's fallback link.

import type { UiStringKey, UiText } from '../../manifest/ui/ui-strings'

/** Widget types mounted elsewhere (not boxed here). */
const HANDLED = new Set(['tabs', 'code-tabs'])

const NAMES: Record<string, UiStringKey> = {
  video: 'widget.video',
  pdf: 'widget.pdf',
  openapi: 'widget.openapi',
  'doc-versions': 'widget.docVersions',
}

/** Fills each empty `[data-widget]` placeholder with its name and a link to its source. */
export function mountPlaceholders(scope: ParentNode, text: UiText): void {
  for (const el of scope.querySelectorAll<HTMLElement>('[data-widget]')) {
    const type = el.dataset.widget ?? 'unknown'
    if (HANDLED.has(type) || el.dataset.mounted) continue
    el.dataset.mounted = 'placeholder'
    el.classList.add('widget-placeholder')
    const source = el.dataset.src ?? el.dataset.url ?? el.dataset.specUrl ?? undefined
    // The pipeline already put a plain fallback link inside; keep it and just name the widget.
    const hasLink = !!el.querySelector('a')
    const box = document.createElement('div')
    box.className = 'widget-placeholder-body'
    const title = document.createElement('strong')
    const name = NAMES[type]
    title.textContent = name ? text(name) : el.dataset.tag || type
    box.append(title)
    if (hasLink) {
      box.append(document.createTextNode(' — '))
      box.append(...Array.from(el.childNodes))
    } else if (source) {
      box.append(document.createTextNode(' — '))
      const link = sourceLink(source)
      box.append(link)
    } else {
      box.append(document.createTextNode(` — ${text('widget.later')}`))
    }
    el.prepend(box)
  }
}

function sourceLink(source: string): HTMLElement {
  const youtube = /^youtube\/([\w-]+)$/.exec(source)
  const href = youtube ? `https://www.youtube.com/watch?v=${youtube[1]}` : source
  if (!/^(https?:|\/)/.test(href)) {
    const code = document.createElement('code')
    code.textContent = source
    return code
  }
  const a = document.createElement('a')
  a.href = href
  a.textContent = youtube ? 'watch on YouTube' : source
  if (/^https?:/.test(href)) {
    a.target = '_blank'
    a.rel = 'noopener noreferrer'
  }
  return a
}
