// A page's content whose HTML arrives in parts as it is rendered elsewhere (a worker,
// render-in-worker.ts): it is cut into pieces as the parts come, so the app adds the first pieces
// while the rest is still being rendered. The pieces are cut as page-content.ts cuts a whole page:
// the opening piece first (as openingPiece cuts it), then pieces of a fixed size ending at a break.

import type { PageContent } from './page-content'
import type { SafeHtml } from '../../sanitize/sanitize'

/** Content fed part by part. */
export interface StreamedContent extends PageContent {
  /** Adds the HTML rendered after what came so far and its breaks (offsets in the whole HTML). */
  add(html: string, breaks: readonly number[]): void
  /** Marks the end of the HTML: what is left becomes the last piece. */
  end(): void
  /** True once `end` was called. */
  ended(): boolean
  /** All the HTML so far, unsanitized. */
  html(): string
}

/**
 * Content whose opening blocks are `first`, the first piece its first `openingChars`; later
 * pieces end at the first break after `pieceChars` more characters. `sanitize` cleans one piece. `complete` is called when the
 * content needs what has not arrived (all pieces at once, to jump to an anchor): it must `add`
 * the rest and `end` before it returns.
 */
export function streamedContent(options: {
  first: { html: string; breaks: readonly number[] }
  openingChars: number
  pieceChars: number
  sanitize: (html: string) => SafeHtml
  complete: () => void
}): StreamedContent {
  const { first, pieceChars, sanitize, complete } = options
  const opening = first.html.slice(0, options.openingChars)
  const pieces: string[] = [opening]
  const clean = new Map<number, SafeHtml>()
  // What came after the last piece cut: its text, start and breaks (whole-HTML offsets). The text
  // is kept apart from `all`: cutting from `all` would copy the whole HTML so far for each piece.
  let pending = first.html.slice(opening.length)
  let cutAt = opening.length
  let breaks = first.breaks.filter((at) => at > cutAt)
  let all = first.html
  let done = false

  const cut = () => {
    for (const at of breaks) {
      if (at < cutAt + pieceChars) continue
      pieces.push(pending.slice(0, at - cutAt))
      pending = pending.slice(at - cutAt)
      cutAt = at
    }
    breaks = breaks.filter((at) => at > cutAt)
  }
  const completed = () => {
    if (!done) complete()
    if (!done) throw new Error('the rest of the page did not arrive')
  }
  const content: StreamedContent = {
    hasMore: true,
    huge: true,
    add(html, more) {
      if (done) return
      pending += html
      all += html
      for (const at of more) breaks.push(at)
      cut()
    },
    end() {
      if (done) return
      done = true
      if (pending) pieces.push(pending)
      pending = ''
      breaks = []
    },
    ended: () => done,
    html: () => all,
    prepare: () => done,
    ready: () => pieces.length,
    count() {
      completed()
      return pieces.length
    },
    piece(index) {
      if (index >= pieces.length) completed()
      let safe = clean.get(index)
      if (safe === undefined) {
        safe = sanitize(pieces[index]!)
        clean.set(index, safe)
      }
      return safe
    },
    whole() {
      completed()
      return sanitize(all)
    },
  }
  return content
}
