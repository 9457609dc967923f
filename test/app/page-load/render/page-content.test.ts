// Which pieces a long page is shown in, and that each piece is sanitized once, on first use.

import { describe, expect, it } from 'vitest'
import {
  FIRST_PIECE_CHARS,
  MAX_LATER_PIECES,
  MAX_PIECE_CHARS,
  openingPiece,
  PIECE_CHARS,
  PIECES_FROM_CHARS,
  pageContent,
  pieceEnds,
} from '../../../../app/page-load/render/page-content'
import type { SafeHtml } from '../../../../app/sanitize/sanitize'

/** A stand-in sanitizer's output (these tests look at pieces, not at sanitizing). */
const fakeSafe = (html: string) => html as SafeHtml

/** Breaks every `step` characters up to `length`. */
const every = (step: number, length: number) =>
  Array.from({ length: Math.floor((length - 1) / step) }, (_, i) => (i + 1) * step)

describe('app/page-load/render/page-content', () => {
  it('keeps the opening blocks of a page rendered in steps whole when they are short', () => {
    const html = 'x'.repeat(PIECES_FROM_CHARS - 1)
    expect(openingPiece(html, every(100, html.length))).toBe(html)
  })

  it('cuts long opening blocks (a table of thousands of rows in parts) like a first piece', () => {
    const html = 'x'.repeat(900_000)
    expect(openingPiece(html, every(57_000, html.length))).toBe(html.slice(0, 57_000))
    expect(openingPiece(html, every(1000, html.length))).toHaveLength(FIRST_PIECE_CHARS)
    expect(openingPiece(html, [])).toBe(html)
  })

  it('keeps pages below the threshold in one piece', () => {
    expect(pieceEnds(PIECES_FROM_CHARS - 1, every(100, PIECES_FROM_CHARS - 1))).toEqual([PIECES_FROM_CHARS - 1])
  })

  it('cuts long pages at the first break after each target size', () => {
    const length = 200_000
    const ends = pieceEnds(length, every(1000, length))
    expect(ends[0]).toBe(FIRST_PIECE_CHARS)
    expect(ends[1]).toBe(FIRST_PIECE_CHARS + PIECE_CHARS)
    expect(ends.at(-1)).toBe(length)
    for (let i = 1; i < ends.length; i++) expect(ends[i]).toBeGreaterThan(ends[i - 1]!)
  })

  it('cuts a huge page into larger pieces, not into more of them', () => {
    const length = 2_000_000
    const ends = pieceEnds(length, every(100, length))
    expect(ends[0]).toBe(FIRST_PIECE_CHARS)
    expect(ends.length - 1).toBeLessThanOrEqual(MAX_LATER_PIECES + 1)
    expect(ends.length - 1).toBeGreaterThanOrEqual(MAX_LATER_PIECES - 1)
    expect(ends.at(-1)).toBe(length)
    // Rendered in steps: the first piece stays where the first step ended.
    expect(pieceEnds(length, every(100, length), 5_000)[0]).toBe(5_000)
  })

  it('keeps every piece of a very large page under the largest piece size', () => {
    const length = 16_000_000
    const ends = pieceEnds(length, every(100, length))
    expect(ends.length - 1).toBeGreaterThan(MAX_LATER_PIECES * 3)
    // The last piece may hold a short tail joined to it (a quarter of a piece at most).
    for (let i = 1; i < ends.length; i++)
      expect(ends[i]! - ends[i - 1]!).toBeLessThanOrEqual(MAX_PIECE_CHARS * 1.25 + 100)
    expect(ends.at(-1)).toBe(length)
  })

  it('joins a short tail to the piece before it and needs breaks to cut', () => {
    const length = FIRST_PIECE_CHARS + 2 * PIECE_CHARS + 100
    expect(length).toBeGreaterThan(PIECES_FROM_CHARS)
    expect(pieceEnds(length, every(10, length))).toEqual([FIRST_PIECE_CHARS, FIRST_PIECE_CHARS + PIECE_CHARS, length])
    expect(pieceEnds(100_000, [])).toEqual([100_000])
  })

  it('sanitizes each piece on first use only, and the whole page through its own function', () => {
    const html = 'a'.repeat(100_000)
    const calls: string[] = []
    const content = pageContent({
      complete: () => ({ html, breaks: every(1000, html.length) }),
      sanitize: (part) => {
        calls.push(`piece:${part.length}`)
        return fakeSafe(part.toUpperCase())
      },
      sanitizeWhole: () => fakeSafe('WHOLE'),
    })
    expect(content.hasMore).toBe(true)
    expect(content.piece(0)).toBe('A'.repeat(FIRST_PIECE_CHARS))
    content.piece(0)
    expect(calls).toEqual([`piece:${FIRST_PIECE_CHARS}`])
    expect(Array.from({ length: content.count() }, (_, i) => content.piece(i)).join('')).toBe(html.toUpperCase())
    expect(content.whole()).toBe('WHOLE')
  })

  it('shows the first piece of a page rendered in steps before completing it', () => {
    const first = '<p>first</p>'
    const html = first + '<p>rest</p>'.repeat(10_000)
    let completions = 0
    const content = pageContent({
      first,
      complete: () => {
        completions++
        return { html, breaks: every(11, html.length).map((b) => b + 1) }
      },
      sanitize: fakeSafe,
      sanitizeWhole: () => fakeSafe(html),
    })
    expect(content.hasMore).toBe(true)
    expect(content.piece(0)).toBe(first)
    expect(completions).toBe(0)
    const count = content.count()
    expect(count).toBeGreaterThan(2)
    expect(Array.from({ length: count }, (_, i) => content.piece(i)).join('')).toBe(html)
    expect(completions).toBeGreaterThan(0)
  })

  it('prepares to count a page rendered in steps one part at a time, then counts without more work', () => {
    const first = '<p>first</p>'
    const html = first + '<p>rest</p>'.repeat(10_000)
    let parts = 0
    const content = pageContent({
      first,
      prepare: () => ++parts === 3,
      complete: () => ({ html, breaks: every(11, html.length).map((b) => b + 1) }),
      sanitize: fakeSafe,
      sanitizeWhole: () => fakeSafe(html),
    })
    expect([content.prepare(), content.prepare(), content.prepare()]).toEqual([false, false, true])
    expect(content.count()).toBeGreaterThan(2)
    expect(content.prepare()).toBe(true)
    expect(parts).toBe(3)
  })

  it('keeps a short page whole', () => {
    const content = pageContent({
      complete: () => ({ html: '<p>short</p>', breaks: [] }),
      sanitize: () => fakeSafe('piece'),
      sanitizeWhole: () => fakeSafe('whole'),
    })
    expect(content.hasMore).toBe(false)
    expect(content.count()).toBe(1)
    expect(content.piece(0)).toBe('whole')
  })
})
