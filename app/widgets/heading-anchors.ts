// Anchor links on headings, unless the pipeline already emitted them.

import type { UiText } from '../../manifest/ui/ui-strings'

/** Adds a '#' permalink to every h2–h6 with an id; returns nothing to clean up. */
export function mountHeadingAnchors(scope: ParentNode, text: UiText): void {
  for (const heading of scope.querySelectorAll<HTMLElement>('h1[id], h2[id], h3[id], h4[id], h5[id], h6[id]')) {
    if (heading.querySelector('.header-anchor')) continue
    const anchor = document.createElement('a')
    anchor.className = 'header-anchor'
    anchor.href = `#${encodeURIComponent(heading.id)}`
    anchor.setAttribute('aria-label', text('heading.permalink', { heading: heading.textContent?.trim() ?? '' }))
    anchor.textContent = '#'
    heading.prepend(anchor)
  }
}
