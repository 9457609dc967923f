// Colours code blocks after the page is shown, only as they come near the viewport.
// Highlighting used to run inside the render; on the 200 KB API page it was a large part of the
// time between a click and the page appearing, and most of its blocks are never scrolled to.

import '../entries/app-chunk' // its modules share one chunk (the file says why)
import '../entries/shared-chunk' // its modules share one chunk (the file says why)
import { ensureLanguages, highlightCode } from './highlight'
import { sanitizeRendered, setSafeHtml, withSanitizer } from '../sanitize/sanitize'

/** How far below the viewport a block is highlighted ahead of the reader. */
const AHEAD = '800px 0px'

/** Highlights one block in place (highlight.js output is checked, or sanitized, like all other HTML). */
async function highlightBlock(code: HTMLElement, lang: string): Promise<void> {
  await ensureLanguages([lang])
  if (!code.isConnected || code.dataset.highlighted) return
  const html = highlightCode(code.textContent ?? '', lang)
  if (html === undefined) return
  const safe = await withSanitizer(() => sanitizeRendered(html))
  if (!code.isConnected || code.dataset.highlighted) return
  setSafeHtml(code, safe)
  code.dataset.highlighted = 'yes'
}

/** Colours the code blocks it is given as they come near the viewport. */
export interface Highlighter {
  /**
   * Watches more blocks (`.code-block[data-lang]` elements in the page). With `piece`, the piece
   * of a long page that holds them, they are watched once the piece comes near: the browser
   * computes every watched element's place at each frame, and a 5 MB page has 20,000 blocks.
   */
  observe(blocks: readonly Element[], piece?: Element): void
  stop(): void
}

/** One highlighter per shown page. */
export function createHighlighter(): Highlighter {
  const inPiece = new Map<Element, readonly Element[]>()
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer.unobserve(entry.target)
        const blocks = inPiece.get(entry.target)
        if (blocks) {
          inPiece.delete(entry.target)
          blocks.forEach((block) => observer.observe(block))
          continue
        }
        const block = entry.target as HTMLElement
        const code = block.querySelector<HTMLElement>('code')
        const lang = block.dataset.lang
        if (code && lang) highlightBlock(code, lang).catch(() => undefined)
      }
    },
    { rootMargin: AHEAD },
  )
  return {
    observe(blocks, piece) {
      if (!piece) return blocks.forEach((block) => observer.observe(block))
      inPiece.set(piece, blocks)
      observer.observe(piece)
    },
    stop() {
      observer.disconnect()
      inPiece.clear()
    },
  }
}
