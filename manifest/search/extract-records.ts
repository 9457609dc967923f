// Search records from a rendered page: one record for the page top and one per section heading.

import type { Heading, PageEntry } from '../types'
import type { SearchRecord } from './types'
import { collapseWhitespace, decodeEntities, INLINE_TAGS } from './html-text'

/** Limits applied while extracting; defaults keep the corpus payload within the first-search budget. */
export interface ExtractOptions {
  /** Heading levels that start a new record (others stay inside the section text). */
  levels: number[]
  /** Maximum characters of plain text kept per record. */
  maxSectionChars: number
  /** Maximum characters kept from each code block (code is searched, but long listings add little). */
  maxCodeChars: number
}

const extractDefaults: ExtractOptions = {
  levels: [2, 3, 4],
  maxSectionChars: 1200,
  maxCodeChars: 160,
}

const SKIPPED = new Set(['script', 'style', 'template', 'svg', 'noscript'])
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '))
/**
 * A comment, or a tag (its closing slash, name and attributes). A `<` ends a tag (it is then no
 * tag), so no tag's scan passes the next `<`; comments are looked for only up to the last `-->`
 * (closedPart): `<!--[\s\S]*?-->` looked for the end from every `<!--`, to the end of the text.
 */
const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)((?:[^<>"']|"[^"<]*"|'[^'<]*')*)>/g
/** The same tags past the last `-->`, where a comment is never closed (and so is text). */
const TAG_ONLY = /<(\/?)([a-zA-Z][\w-]*)((?:[^<>"']|"[^"<]*"|'[^'<]*')*)>/g

/** Calls `visit` with each comment and tag of `html` in order, with where it ends; linear. */
function forEachTag(html: string, visit: (m: RegExpExecArray, end: number) => void): void {
  const closed = html.lastIndexOf('-->')
  const boundary = closed === -1 ? 0 : closed + 3
  const head = boundary === html.length ? html : html.slice(0, boundary)
  TAG.lastIndex = 0
  let at = 0
  for (let m = TAG.exec(head); m; m = TAG.exec(head)) {
    at = TAG.lastIndex
    visit(m, at)
  }
  if (boundary === html.length) return
  TAG_ONLY.lastIndex = Math.max(at, boundary)
  for (let m = TAG_ONLY.exec(html); m; m = TAG_ONLY.exec(html)) visit(m, TAG_ONLY.lastIndex)
}

interface Section {
  slug: string
  heading: string
  text: string
}

/**
 * Splits a page's rendered HTML into DocSearch-like records.
 * Section urls use the ids the renderer put on the headings, so they always match the page's anchors.
 * @param headings the render's `env.headings`: their plain text is preferred over the HTML's (no permalink symbols)
 * @example extractRecords('<h1 id="a">A</h1><p>x</p><h2 id="b">B</h2><p>y</p>', page)
 *   → [{ url: '/a', lvl0: 'A', content: 'x' }, { url: '/a#b', lvl0: 'A', lvl1: 'B', content: 'y' }]
 */
export function extractRecords(
  html: string,
  page: Pick<PageEntry, 'route' | 'title'>,
  headings: Heading[] = [],
  options: Partial<ExtractOptions> = {},
): SearchRecord[] {
  const opts = { ...extractDefaults, ...options }
  const headingText = new Map(headings.map((h) => [h.slug, h.text]))
  const sections: Section[] = [{ slug: '', heading: '', text: '' }]
  let current = sections[0]
  let skip: { name: string; depth: number } | undefined
  let capture: { level: number; slug: string; text: string } | undefined
  let inTitle = false
  let pre = 0
  let codeLeft = 0
  let last = 0

  const kept = opts.maxSectionChars * 1.5
  const addText = (raw: string) => {
    if (skip || inTitle || !raw) return
    if (capture) {
      capture.text += decodeEntities(raw)
      return
    }
    // Text past what a section keeps, or past what a code block keeps, is not even decoded.
    if (pre > 0) {
      if (codeLeft <= 0) return
      const text = decodeEntities(raw).slice(0, codeLeft)
      codeLeft -= text.length
      if (current.text.length < kept) current.text += text
    } else if (current.text.length < kept) {
      current.text += decodeEntities(raw)
    }
  }

  // Linear: 30,000 unclosed `<a ` took 5 s of the build when a tag's scan went past the next `<`.
  forEachTag(html, (m, end) => {
    addText(html.slice(last, m.index))
    last = end
    const name = m[2]?.toLowerCase()
    if (!name) return
    const closing = m[1] === '/'
    const attrs = m[3] ?? ''
    if (skip) {
      if (name === skip.name && !VOID.has(name)) {
        if (closing) skip.depth -= 1
        else if (!attrs.trimEnd().endsWith('/')) skip.depth += 1
        if (skip.depth === 0) skip = undefined
      }
      return
    }
    if (!closing && !VOID.has(name) && isSkipped(name, attrs)) {
      if (!attrs.trimEnd().endsWith('/')) skip = { name, depth: 1 }
      return
    }
    const level = /^h([1-6])$/.exec(name)?.[1]
    if (level) {
      const n = Number(level)
      if (n === 1) {
        inTitle = !closing
        return
      }
      const id = /\bid\s*=\s*"([^"]*)"/.exec(attrs)?.[1]
      if (!closing && id !== undefined && opts.levels.includes(n)) {
        capture = { level: n, slug: ownCopy(decodeEntities(id)), text: '' }
        return
      }
      if (closing && capture?.level === n) {
        const heading = headingText.get(capture.slug) ?? collapseWhitespace(capture.text)
        current = { slug: capture.slug, heading, text: '' }
        sections.push(current)
        capture = undefined
        return
      }
    }
    if (name === 'pre') {
      pre += closing ? -1 : 1
      codeLeft = opts.maxCodeChars
    }
    if (!INLINE_TAGS.has(name) && !skip && !inTitle) {
      if (capture) capture.text += ' '
      // A full section takes no more text, so a space would only be trimmed off its end.
      else if (current.text.length < kept) current.text += ' '
    }
  })
  addText(html.slice(last))

  return sections
    .map((s, i) => ({ ...s, text: cap(collapseWhitespace(s.text), opts.maxSectionChars), i }))
    .filter((s) => s.i === 0 || s.slug)
    .map((s) => ({
      url: s.slug ? `${page.route}#${s.slug}` : page.route,
      lvl0: page.title,
      ...(s.slug ? { lvl1: s.heading } : {}),
      content: s.text,
    }))
}

/** Permalink symbols, hidden helpers and non-text elements add nothing to search. */
function isSkipped(name: string, attrs: string): boolean {
  if (SKIPPED.has(name)) return true
  if (!attrs) return false
  if (/\baria-hidden\s*=\s*"true"/.test(attrs)) return true
  return /\bclass\s*=\s*"[^"]*\bheader-anchor\b/.test(attrs)
}

/** Cuts text at a word boundary near `max` characters. */
function cap(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.lastIndexOf(' ', max)
  return text.slice(0, cut > max * 0.8 ? cut : max) + ' …'
}

/**
 * `text` as a string of its own. A part of the page's HTML matched out of it (an id) may be kept
 * by V8 as a view of the whole HTML: a record's address made from it kept every page's HTML alive
 * (at 70,900 pages, about 500 MB of the build's memory). Joining a character forces a copy.
 */
function ownCopy(text: string): string {
  return (text + ' ').slice(0, -1)
}
