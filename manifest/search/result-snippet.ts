// Snippets for results: a window of text around the first matching word, split into marked and plain parts.

import { splitWords } from './query-terms'

/** A run of snippet text; `mark` runs matched a query term (rendered as `<mark>`). */
export interface TextPart {
  text: string
  mark?: boolean
}

/** True when a word matches a term the way the index does (prefix matching). */
function matches(word: string, terms: string[]): boolean {
  return terms.some((t) => word.startsWith(t))
}

/**
 * Splits `text` into plain and marked parts for the given query terms.
 * @example highlightParts('Job options', ['opt']) → [{ text: 'Job ' }, { text: 'options', mark: true }]
 */
export function highlightParts(text: string, terms: string[]): TextPart[] {
  const parts: TextPart[] = []
  const word = /[\p{L}\p{N}]+/gu
  let last = 0
  for (let m = word.exec(text); m; m = word.exec(text)) {
    const w = splitWords(m[0])[0] ?? ''
    if (!matches(w, terms)) continue
    if (m.index > last) parts.push({ text: text.slice(last, m.index) })
    parts.push({ text: m[0], mark: true })
    last = m.index + m[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last) })
  return parts
}

/**
 * A snippet of about `length` characters centred near the first match, with marked parts.
 * Falls back to the start of the text when no term matches.
 */
export function snippetParts(text: string, terms: string[], length = 160): TextPart[] {
  if (text.length <= length) return highlightParts(text, terms)
  const word = /[\p{L}\p{N}]+/gu
  let first = 0
  for (let m = word.exec(text); m; m = word.exec(text)) {
    if (matches(splitWords(m[0])[0] ?? '', terms)) {
      first = m.index
      break
    }
  }
  let start = Math.max(0, first - Math.floor(length / 4))
  if (start > 0) {
    const space = text.indexOf(' ', start)
    start = space >= 0 && space < first ? space + 1 : start
  }
  let end = Math.min(text.length, start + length)
  const space = text.lastIndexOf(' ', end)
  if (end < text.length && space > start + length / 2) end = space
  const parts = highlightParts(text.slice(start, end), terms)
  if (start > 0) parts.unshift({ text: '… ' })
  if (end < text.length) parts.push({ text: ' …' })
  return parts
}
