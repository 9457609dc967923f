// Colours code blocks after the page is shown, only as they come near the viewport.
// Highlighting used to run inside the render; on the 200 KB API page it was a large part of the
// time between a click and the page appearing, and most of its blocks are never scrolled to.

import { ensureLanguages, highlightCode } from '../highlight'
import { sanitizeHtml, setSafeHtml } from '../sanitize'

/** How far below the viewport a block is highlighted ahead of the reader. */
const AHEAD = '800px 0px'

/** Highlights one block in place (highlight.js output is sanitized like all other HTML). */
async function highlightBlock(code: HTMLElement, lang: string): Promise<void> {
  await ensureLanguages([lang])
  if (!code.isConnected || code.dataset.highlighted) return
  const html = highlightCode(code.textContent ?? '', lang)
  if (html === undefined) return
  setSafeHtml(code, sanitizeHtml(html))
  code.dataset.highlighted = 'yes'
}

/** Colours the code blocks it is given as they come near the viewport. */
export interface Highlighter {
  /** Watches more blocks (`.code-block[data-lang]` elements in the page). */
  observe(blocks: readonly Element[]): void
  stop(): void
}

/** One highlighter per shown page. */
export function createHighlighter(): Highlighter {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        const block = entry.target as HTMLElement
        observer.unobserve(block)
        const code = block.querySelector<HTMLElement>('code')
        const lang = block.dataset.lang
        if (code && lang) highlightBlock(code, lang).catch(() => undefined)
      }
    },
    { rootMargin: AHEAD },
  )
  return {
    observe: (blocks) => blocks.forEach((block) => observer.observe(block)),
    stop: () => observer.disconnect(),
  }
}
