// Tidy boxes for widget placeholders whose real widgets come later (video, pdf, openapi, …).

/** Widget types mounted elsewhere (not boxed here). */
const HANDLED = new Set(['tabs', 'code-tabs'])

const NAMES: Record<string, string> = {
  video: 'Video',
  pdf: 'PDF document',
  openapi: 'API reference viewer',
  'doc-versions': 'Documentation versions',
  badge: 'Badge',
}

/** Fills each empty `[data-widget]` placeholder with its name and a link to its source. */
export function mountPlaceholders(scope: ParentNode): void {
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
    title.textContent = `${NAMES[type] ?? (el.dataset.tag || type)}`
    box.append(title)
    if (hasLink) {
      box.append(document.createTextNode(' — '))
      box.append(...Array.from(el.childNodes))
    } else if (source) {
      box.append(document.createTextNode(' — '))
      const link = sourceLink(source)
      box.append(link)
    } else {
      box.append(document.createTextNode(' — shown in a later version of this site'))
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
