// Puts a page's sanitized content into its element: all at once, or the first piece now and the
// others in the tasks after the first paint (page-content.ts says why). A piece that needs the
// sanitizer before it has been loaded (render-page.ts's CompleteOptions) waits for it there, and
// the rest of a page shown from its head waits for its file (head-first.ts).

import { DEFAULT_UI_TEXT } from '../../manifest/ui/ui-strings'
import { afterNextPaint } from '../dom/schedule'
import { createEnhancer, type EnhanceOptions } from './enhance'
import { RestUnavailable } from '../page-load/render/head-first'
import { estimatedPieceHeight, PIECE_CLASS } from './content-pieces'
import type { PageContent } from '../page-load/render/page-content'
import { loadSanitizer, neededSanitizer, setSafeHtml } from '../sanitize/sanitize'
import { keepPlace, type ReadingPlace } from './keep-place-on-replace'

/** Options of one fill. */
export interface FillOptions extends EnhanceOptions {
  /** Show the first piece at once and the rest after it has been painted. */
  progressive: boolean
  /**
   * The reader's place in the content this fill replaces, to keep. When the fill is progressive,
   * the place must lie in the first piece (the content replaced was that piece).
   */
  place?: ReadingPlace
}

/** A content element still waiting for pieces. */
interface Unfinished {
  /** Adds every piece still missing now; false when one needs the sanitizer, which is still loading. */
  finish(): boolean
  /** Calls `then` once the last piece is in; returns a function that cancels the call. */
  wait(then: () => void): () => void
  /** The page is too long to add the rest in one task (PageContent.huge). */
  huge: boolean
}

/** Content elements still waiting for pieces. */
const unfinished = new WeakMap<Element, Unfinished>()

/**
 * Calls `then` once every piece of `root` is in: at once (adding what is missing now), or, on a
 * page too long for one task, once the pieces are in as they are added one per task. Call it
 * before using positions further down the page: jumping to an anchor, restoring a saved reading
 * position. Returns a function that cancels the call.
 */
export function whenContentComplete(root: Element, then: () => void): () => void {
  const waiting = unfinished.get(root)
  if (waiting && (waiting.huge || !waiting.finish())) return waiting.wait(then)
  then()
  return () => {}
}

/** Fills `root` with `content` and enhances it; returns the cleanup for the next fill or unmount. */
export function fillContent(root: HTMLElement, content: PageContent, options: FillOptions): () => void {
  const enhancer = createEnhancer(options)
  const whole = !options.progressive || !content.hasMore
  setSafeHtml(root, whole ? content.whole() : content.piece(0))
  const filled = options.place && Array.from(root.children, (child) => child.outerHTML)
  enhancer.add(root)
  const unpin = options.place && filled ? keepPlace(root, options.place, filled) : undefined
  if (whole) {
    return () => {
      unpin?.()
      enhancer.stop()
    }
  }

  let next = 1
  let timer = 0
  let cancelFirst = () => {}
  const addPiece = () => {
    const html = content.piece(next) // may throw (the sanitizer): the piece is tried again
    next++
    const piece = document.createElement('div')
    piece.className = PIECE_CLASS
    piece.style.contentVisibility = 'auto'
    piece.style.containIntrinsicSize = `auto ${estimatedPieceHeight(html.length)}px`
    // Parsed into the piece before it is in the page (no second document to move the nodes from).
    setSafeHtml(piece, html)
    enhancer.add(piece)
    root.append(piece)
  }
  const waiting = new Set<() => void>()
  let cancelled = false
  const cancel = () => {
    cancelled = true
    cancelFirst()
    clearTimeout(timer)
    unfinished.delete(root)
    root.removeAttribute('aria-busy')
  }
  // Every piece is in: whoever waited for the whole page goes on.
  const complete = () => {
    cancel()
    const then = [...waiting]
    waiting.clear()
    then.forEach((fn) => fn())
  }
  // Busy until the last piece is in (assistive technology waits; tests can tell when it is whole).
  root.setAttribute('aria-busy', 'true')
  // One task per piece, as soon as it is ready; between pieces, tasks that prepare to count them:
  // for a page rendered in steps, counting completes its render, a part of it per task (a page
  // rendered in a worker is only waited for: its pieces are ready as the worker renders them).
  let counted = false
  const goOn = () => {
    if (!cancelled) step()
  }
  const step = () => {
    try {
      if (next < content.ready()) addPiece()
      else if (!counted) {
        counted = content.prepare()
        // The rest is a download away: the next step once it is here.
        const arriving = counted ? undefined : content.arrival?.()
        if (arriving) return void arriving.then(goOn)
      }
    } catch (error) {
      if (error instanceof RestUnavailable) return failed()
      if (!neededSanitizer(error)) throw error
      loadSanitizer().then(goOn, () => {
        if (!cancelled) failed()
      })
      return
    }
    if (!counted || next < content.count()) timer = window.setTimeout(step)
    else complete()
  }
  // The rest could not be had (its file, or the sanitizer a piece needs, could not be loaded):
  // the reader is told, where the rest would be.
  const failed = () => {
    const notice = document.createElement('p')
    notice.className = 'error-box'
    notice.setAttribute('role', 'alert')
    notice.textContent = (options.text ?? DEFAULT_UI_TEXT)('error.pageRest')
    root.append(notice)
    complete()
  }
  unfinished.set(root, {
    finish() {
      try {
        while (next < content.count()) addPiece()
      } catch (error) {
        if (!neededSanitizer(error)) throw error
        return false // the steps go on once it is loaded
      }
      complete()
      return true
    },
    wait(then) {
      waiting.add(then)
      return () => waiting.delete(then)
    },
    huge: content.huge,
  })
  // After the frame that shows the first piece.
  cancelFirst = afterNextPaint(step)
  return () => {
    cancel()
    waiting.clear()
    enhancer.stop()
  }
}
