// Mounts the interactive pieces into freshly sanitized content; returns one cleanup function.

import { mountCopyButtons } from './widgets/copy-code'
import { mountHeadingAnchors } from './widgets/heading-anchors'
import { mountPlaceholders } from './widgets/placeholders'
import { mountTabs } from './widgets/tabs'

/** Options of the enhancement pass. */
export interface EnhanceOptions {
  /** Hide a leading H1 that repeats the page title shown by the layout. */
  hideLeadingH1?: boolean
}

/** Enhances `root` in place: headings, tabs, copy buttons, widget placeholders, code colours. */
export function enhanceContent(root: HTMLElement, options: EnhanceOptions = {}): () => void {
  if (options.hideLeadingH1) {
    const first = root.firstElementChild
    if (first?.tagName === 'H1') first.classList.add('title-duplicate')
  }
  mountHeadingAnchors(root)
  const cleanups = [mountTabs(root), mountCopyButtons(root)]
  mountPlaceholders(root)
  // highlight.js and its grammars stay out of the render path: loaded once code is in view.
  if (root.querySelector('.code-block[data-lang]')) {
    let stopped = false
    let stop: (() => void) | undefined
    import('./widgets/highlight-code').then(({ mountHighlighting }) => {
      if (!stopped) stop = mountHighlighting(root)
    }, () => undefined)
    cleanups.push(() => {
      stopped = true
      stop?.()
    })
  }
  return () => cleanups.forEach((fn) => fn())
}
