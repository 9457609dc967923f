// Keeps the reader's place when the content they are reading is replaced under them: a live edit
// in dev, or the app taking over from the first paint. Blocks far off screen are laid out at an
// estimated size (content.css: content-visibility), and new elements have no remembered size, so
// after a swap the same pixel offset would show other text. The place is therefore the block at
// the top of the viewport; blocks that did not change get back the size they had, changed blocks
// are laid out for real, and the view moves by exactly what the change added above the reader.

import { contentBlocks } from './content-pieces'
import { FIRST_PIECE_ATTR } from '../page-load/render/page-content'
import { pinScroll } from '../dom/pin-scroll'
import { setSafeHtml, type SafeHtml } from '../sanitize/sanitize'

/** Where the reader is in a content element, read just before its content is replaced. */
export interface ReadingPlace {
  /**
   * Index of the block the reader is reading: the first one whose bottom is below the top of the
   * viewport, or the first one in view after it that has text (an image may still change size).
   */
  index: number
  /** That block's top relative to the viewport. */
  top: number
  /** HTML of every block as it was filled (before enhancement), to match blocks across the swap. */
  blocks: readonly string[]
  /**
   * Content-box height of the blocks from the first one to two screens below the viewport, as
   * laid out (or estimated) when read: the blocks the browser may lay out again after the swap.
   */
  heights: readonly number[]
}

/** The first block whose bottom is below the viewport top (binary search: blocks are in order). */
export function firstBlockInView(blocks: ArrayLike<Element>): number {
  let lo = 0
  let hi = blocks.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (blocks[mid]!.getBoundingClientRect().bottom > 0) hi = mid
    else lo = mid + 1
  }
  return lo
}

/** The top-level blocks of an HTML string, each as HTML. */
export function blocksOf(html: SafeHtml): string[] {
  const template = document.createElement('template')
  setSafeHtml(template, html)
  return Array.from(template.content.children, (child) => child.outerHTML)
}

/** Height of an element's content box (what `contain-intrinsic-size` stands in for). */
function contentHeight(el: Element): number {
  const style = getComputedStyle(el)
  const edges = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const
  const extra = edges.reduce((sum, key) => sum + (parseFloat(style[key]) || 0), 0)
  return Math.max(0, el.getBoundingClientRect().height - extra)
}

/**
 * The reader's place in `root`; `filled` gives the HTML of its blocks as they were filled (read
 * only when there is a place). Undefined when there is nothing to keep (at the top of the page,
 * or the content is not shown).
 */
export function readPlace(root: Element, filled: () => readonly string[]): ReadingPlace | undefined {
  const blocks = contentBlocks(root)
  if (window.scrollY <= 0 || blocks.length === 0 || root.getClientRects().length === 0) return undefined
  let index = firstBlockInView(blocks)
  while (
    index + 1 < blocks.length &&
    !blocks[index]!.textContent?.trim() &&
    blocks[index + 1]!.getBoundingClientRect().top < window.innerHeight
  ) {
    index++
  }
  const heights: number[] = []
  const reach = window.innerHeight * 2
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!
    if (i > index && block.getBoundingClientRect().top > reach) break
    heights.push(contentHeight(block))
  }
  return { index, top: blocks[index]!.getBoundingClientRect().top, blocks: filled(), heights }
}

/**
 * Once `root` was filled with blocks whose HTML is `after` (read before they were enhanced), and
 * enhanced: puts the block the reader was at back where it was. Blocks unchanged since `place`
 * was read keep their sizes; the changed ones are laid out in full, so an edit above the reader
 * moves the view by its real height and an edit below moves nothing. The place stays pinned while
 * the content settles (images loading again, blocks laid out); returns the function that unpins it.
 */
export function keepPlace(root: Element, place: ReadingPlace, after: readonly string[]): () => void {
  const before = place.blocks
  let same = 0
  while (same < before.length && same < after.length && before[same] === after[same]) same++
  let sameEnd = 0
  while (
    sameEnd < before.length - same &&
    sameEnd < after.length - same &&
    before[before.length - 1 - sameEnd] === after[after.length - 1 - sameEnd]
  ) {
    sameEnd++
  }
  const blocks = contentBlocks(root)
  const shift = after.length - before.length
  const indexAfter = (i: number) => (i < same ? i : i >= before.length - sameEnd ? i + shift : undefined)
  for (let i = 0; i < place.heights.length; i++) {
    const kept = indexAfter(i)
    const el = kept === undefined ? undefined : (blocks[kept] as HTMLElement | undefined)
    if (el) el.style.containIntrinsicSize = `auto ${place.heights[i]}px`
  }
  for (let i = same; i < after.length - sameEnd; i++) {
    ;(blocks[i] as HTMLElement).style.contentVisibility = 'visible'
  }
  const anchor = blocks[indexAfter(place.index) ?? Math.min(same, blocks.length - 1)]
  if (!anchor) return () => {}
  return pinScroll(root, () => {
    const delta = anchor.getBoundingClientRect().top - place.top
    if (Math.abs(delta) >= 0.5) window.scrollTo({ top: window.scrollY + delta, behavior: 'instant' })
  })
}

/** What the app takes over from the first paint for its first render of the page. */
interface Handover {
  /** The reader's place in the first paint's content (undefined at the top of the page). */
  place?: ReadingPlace
  /** The first paint showed only the first piece of a long page: the app adds the rest piece by piece. */
  firstPieceOnly: boolean
}

/** The first page the app shows, and what it takes over from the first paint: one per boot (main.tsx). */
export interface FirstShow {
  /**
   * For the first page the app shows, once: an object with the handover when the first paint
   * painted one. Undefined for every page after it.
   */
  take(): { handover?: Handover } | undefined
}

/**
 * Follows the reader's place in the first paint's content (the `.content` inside `shell`, once the
 * first paint has written it) while the app starts, so the app's first render of the page can put
 * it back. The place is read on every scroll, since the first paint's content is gone by the time
 * the app's content is filled.
 */
export function watchFirstPaint(shell: Element | null): FirstShow {
  let read: (() => Handover | undefined) | undefined
  if (shell) {
    let content: Element | null = null
    let filled: string[] | undefined
    let place: ReadingPlace | undefined
    const update = () => {
      const now = shell.querySelector('.content')
      if (now !== content) {
        content = now
        filled = undefined
      }
      const shown = content
      if (shown?.isConnected) place = readPlace(shown, () => (filled ??= contentBlocks(shown).map((c) => c.outerHTML)))
    }
    update()
    let frame = 0
    const onScroll = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0
        update()
      })
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    read = () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
      update()
      const shown = content as Element | null
      return shown ? { place, firstPieceOnly: shown.hasAttribute(FIRST_PIECE_ATTR) } : undefined
    }
  }
  let taken = false
  return {
    take() {
      if (taken) return undefined
      taken = true
      return { handover: read?.() }
    },
  }
}
