// A page's sanitized HTML, whole or in pieces. Long pages (the 200 KB API reference) are shown
// piece by piece after a click: the first piece covers several screens and appears at once, the
// rest follows between frames. The longest pages are even rendered in two steps (the pipeline's
// renderInSteps): their first piece exists before the rest of the page has been parsed.
// Each piece is sanitized on first use.

import type { SafeHtml } from '../../sanitize/sanitize'

/** HTML a page must reach before it is cut at all; below it, a page is always one piece. */
export const PIECES_FROM_CHARS = 64_000
/** The first piece ends at the first break after this many characters (several screens of text). */
export const FIRST_PIECE_CHARS = 24_000
/** Later pieces end at the first break after this many more characters (or more, see below). */
export const PIECE_CHARS = 32_000
/**
 * About this many pieces follow the first on a huge page (thousands of headings): each piece is a
 * task and a frame of its own, so a huge page is added in larger pieces rather than in more.
 */
export const MAX_LATER_PIECES = 8
/**
 * But no piece is larger than this: sanitizing and parsing a piece is one task, which must stay
 * well under two seconds (a 5 MB page is about 16 MB of HTML: 32 pieces, not 8 of 2 MB).
 */
export const MAX_PIECE_CHARS = 512_000

/** Set on the first paint's content when it shows only the first piece of a long page (the app adds the rest). */
export const FIRST_PIECE_ATTR = 'data-first-piece'

/** Sanitized page HTML, in one or more pieces that each parse on their own. */
export interface PageContent {
  /** True when there is more than the first piece. */
  readonly hasMore: boolean
  /**
   * True for a page too long to add the rest of in one task (a page rendered in a worker): what
   * needs all of it waits for its pieces to be added one per task.
   */
  readonly huge: boolean
  /**
   * Does a bounded part of the work `count()` needs (on a page rendered in steps: a part of the
   * rest of its render); true once `count()` is cheap. For a task of its own each time.
   */
  prepare(): boolean
  /**
   * What `prepare` waits for that is not work (the rest of a page shown from its head is a
   * download away, head-first.ts): resolves once `prepare` can go on; undefined when it waits for
   * nothing. Absent on content that never waits.
   */
  arrival?(): Promise<void> | undefined
  /**
   * How many pieces can be had now without completing the render: all of them once `prepare()`
   * is true; before, those already rendered (a render in a worker adds them as it goes).
   */
  ready(): number
  /** How many pieces there are; on a page rendered in steps, this completes the render. */
  count(): number
  /** Sanitized HTML of piece `index` (piece 0 never waits for the rest of the page). */
  piece(index: number): SafeHtml
  /** All of the page at once. */
  whole(): SafeHtml
}

/** Pipeline HTML and where it may be cut. */
export interface CuttableHtml {
  html: string
  breaks?: readonly number[]
}

/** Size of the pieces after the first, for `restChars` characters of HTML after the first piece. */
export function laterPieceChars(restChars: number): number {
  return Math.min(MAX_PIECE_CHARS, Math.max(PIECE_CHARS, Math.ceil(restChars / MAX_LATER_PIECES)))
}

/**
 * End offsets of the pieces of an HTML string of `length` characters, chosen among `breaks`
 * (from the pipeline's `blockBreaks`); the last end is always `length`. `firstEnd` fixes where
 * the first piece ends (a page rendered in steps).
 */
export function pieceEnds(length: number, breaks: readonly number[], firstEnd?: number): number[] {
  if (firstEnd === undefined && length < PIECES_FROM_CHARS) return [length]
  const ends: number[] = firstEnd !== undefined && firstEnd < length ? [firstEnd] : []
  const firstLength = ends.length ? ends[0]! : FIRST_PIECE_CHARS
  const pieceChars = laterPieceChars(length - firstLength)
  let target = ends.length ? ends[0]! + pieceChars : FIRST_PIECE_CHARS
  for (const at of breaks) {
    if (at < target || at >= length) continue
    ends.push(at)
    target = at + pieceChars
  }
  // A last piece of a few blocks is not worth a step of its own (the fixed first piece stays).
  if (ends.length > (firstEnd === undefined ? 0 : 1) && length - ends.at(-1)! < pieceChars / 4) ends.pop()
  ends.push(length)
  return ends
}

/**
 * The first piece of a page rendered in steps: the opening blocks' HTML, cut like a whole page's
 * first piece when it is long (one block of markdown, such as a table of thousands of rows
 * written in parts, can render to a megabyte), so the first paint sanitizes a piece, not all of it.
 */
export function openingPiece(html: string, breaks: readonly number[]): string {
  const [end] = pieceEnds(html.length, breaks)
  return end! < html.length ? html.slice(0, end) : html
}

/** Content of one piece, `sanitized` on first use (it caches its result). */
function onePiece(sanitized: () => SafeHtml): PageContent {
  return {
    hasMore: false,
    huge: false,
    prepare: () => true,
    ready: () => 1,
    count: () => 1,
    piece: sanitized,
    whole: sanitized,
  }
}

/** Content shown whole: notices and other snippets, already sanitized. */
export function wholeContent(html: SafeHtml): PageContent {
  return onePiece(() => html)
}

/**
 * Content of a rendered page: `first` is the HTML of its opening blocks when the page was
 * rendered in steps; `complete` returns the whole HTML with its breaks (finishing the render).
 * `sanitize` cleans one piece, `sanitizeWhole` all of it at once (so a page shown whole shares
 * the first paint's result).
 */
export function pageContent(options: {
  first?: string
  /** A bounded part of the work `complete` does; true once `complete` is cheap. */
  prepare?: () => boolean
  complete: () => CuttableHtml
  sanitize: (html: string) => SafeHtml
  sanitizeWhole: () => SafeHtml
}): PageContent {
  const { first, complete, sanitize, sanitizeWhole } = options
  const prepare = () => ends !== undefined || (options.prepare?.() ?? true)
  let ends: number[] | undefined
  const endsOf = () => {
    if (!ends) {
      const { html, breaks = [] } = complete()
      ends = pieceEnds(html.length, breaks, first?.length)
    }
    return ends
  }
  if (first === undefined && endsOf().length === 1) return onePiece(sanitizeWhole)
  const done = new Map<number, SafeHtml>()
  return {
    hasMore: true,
    huge: false,
    prepare,
    ready: () => (ends ? ends.length : 1),
    count: () => endsOf().length,
    piece(index) {
      let clean = done.get(index)
      if (clean === undefined) {
        if (index === 0 && first !== undefined) clean = sanitize(first)
        else {
          const at = endsOf()
          clean = sanitize(complete().html.slice(index === 0 ? 0 : at[index - 1], at[index]))
        }
        done.set(index, clean)
      }
      return clean
    },
    whole: sanitizeWhole,
  }
}
