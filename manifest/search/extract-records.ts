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
/** A tag at a position; a `<` ends it (it is then no tag), so no scan passes the next `<`. */
const TAG_AT = /<(\/?)([a-zA-Z][\w-]*)((?:[^<>"']|"[^"<]*"|'[^'<]*')*)>/y

/** A comment or tag found in HTML: where it starts and ends, and the tag's parts (none for a comment). */
interface FoundTag {
  index: number
  end: number
  closing?: boolean
  name?: string
  attrs?: string
}

/**
 * The comments and tags of `html`, in order, each once; linear in its length. A regular
 * expression with the same alternatives (`<!--[\s\S]*?-->|<(\/?)…>`) looked for the end of a
 * comment or tag from every `<`: 30,000 unclosed `<a ` took 5 s of the build.
 */
function* tagsOf(html: string): Generator<FoundTag> {
  // Once a comment is left unclosed, no later one is closed either.
  let commentsClose = true
  for (let at = html.indexOf('<'); at !== -1;) {
    if (commentsClose && html.startsWith('<!--', at)) {
      const end = html.indexOf('-->', at + 4)
      if (end !== -1) {
        yield { index: at, end: end + 3 }
        at = html.indexOf('<', end + 3)
        continue
      }
      commentsClose = false
    }
    TAG_AT.lastIndex = at
    const m = TAG_AT.exec(html)
    if (m) {
      yield { index: at, end: TAG_AT.lastIndex, closing: m[1] === '/', name: m[2], attrs: m[3] }
      at = html.indexOf('<', TAG_AT.lastIndex)
    } else at = html.indexOf('<', at + 1)
  }
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

  for (const m of tagsOf(html)) {
    addText(html.slice(last, m.index))
    last = m.end
    const name = m.name?.toLowerCase()
    if (!name) continue
    const closing = m.closing === true
    const attrs = m.attrs ?? ''
    if (skip) {
      if (name === skip.name && !VOID.has(name)) {
        if (closing) skip.depth -= 1
        else if (!attrs.trimEnd().endsWith('/')) skip.depth += 1
        if (skip.depth === 0) skip = undefined
      }
      continue
    }
    if (!closing && !VOID.has(name) && isSkipped(name, attrs)) {
      if (!attrs.trimEnd().endsWith('/')) skip = { name, depth: 1 }
      continue
    }
    const level = /^h([1-6])$/.exec(name)?.[1]
    if (level) {
      const n = Number(level)
      if (n === 1) {
        inTitle = !closing
        continue
      }
      const id = /\bid\s*=\s*"([^"]*)"/.exec(attrs)?.[1]
      if (!closing && id !== undefined && opts.levels.includes(n)) {
        capture = { level: n, slug: decodeEntities(id), text: '' }
        continue
      }
      if (closing && capture?.level === n) {
        const heading = headingText.get(capture.slug) ?? collapseWhitespace(capture.text)
        current = { slug: capture.slug, heading, text: '' }
        sections.push(current)
        capture = undefined
        continue
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
  }
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
