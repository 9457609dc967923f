// Query and text tokenising shared by the engine, highlighting and the typo fallback.

const STOP_WORDS = new Set(
  'a an and are as at be by do does for from how i in is it of on or the to what when where which with'.split(' '),
)

/** True for the words a query drops when it has others (`the`, `to`): short and in nearly every text. */
export function isStopWord(word: string): boolean {
  return word.length < 2 || STOP_WORDS.has(word)
}

/** A version number (`3.3.10`, `5.16.0`): one word, so that a release is found by its number. */
const VERSION = /^\d+(?:\.\d+)+$/

/**
 * Lower-cases, strips accents and splits on anything that is not a letter or digit, except the
 * dots inside a version number.
 * @example splitWords('Release 3.3.10: framework.server.url') → ['release', '3.3.10', 'framework', 'server', 'url']
 */
export function splitWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}.]+/u)
    .flatMap((token) => (VERSION.test(token) ? [token] : token.split('.')))
    .filter(Boolean)
}

/**
 * A light English stemmer so that `plugins`/`plugin` and `development`/`developer` meet.
 * Applied the same way to indexed text and queries; identifiers keep their parts.
 * @example stem('plugins') → 'plugin', stem('development') → 'develop', stem('running') → 'runn'
 */
export function stem(word: string): string {
  const n = word.length
  if (n < 4 || /\d/.test(word)) return word
  if (word.endsWith('ies') && n > 4) return `${word.slice(0, -3)}y`
  if (word.endsWith('sses')) return word.slice(0, -2)
  if (word.endsWith('ment') && n > 7) return word.slice(0, -4)
  if (word.endsWith('ing') && n > 5) return word.slice(0, -3)
  if (word.endsWith('er') && n > 5) return word.slice(0, -2)
  if (word.endsWith('ed') && n > 4) return word.slice(0, -2)
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1)
  return word
}

/** Words of a text as the index stores them (split, then stemmed). */
export function indexWords(text: string): string[] {
  return splitWords(text).map(stem)
}

/**
 * The terms of a query: words without duplicates, stop words dropped unless nothing else is left.
 * @example queryTerms('How to set the framework.server.url') → ['set', 'framework', 'server', 'url']
 */
export function queryTerms(query: string): string[] {
  const words = [...new Set(splitWords(query))].slice(0, 8)
  // Single letters (the `x` of `X-Rundeck-Auth-Token`) prefix-match nearly everything.
  const kept = words.filter((w) => !isStopWord(w))
  return kept.length ? kept : words
}

/** True when `a` and `b` differ by at most one insertion, deletion, substitution or adjacent swap. */
export function withinOneEdit(a: string, b: string): boolean {
  const la = a.length
  const lb = b.length
  if (Math.abs(la - lb) > 1) return false
  let i = 0
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++
  if (i === la && i === lb) return true
  // Compares the rest after skipping `skipA` characters of a and `skipB` of b (no allocation).
  const restEqual = (skipA: number, skipB: number) => {
    let x = i + skipA
    let y = i + skipB
    if (la - x !== lb - y) return false
    while (x < la) if (a.charCodeAt(x++) !== b.charCodeAt(y++)) return false
    return true
  }
  if (la === lb) {
    if (restEqual(1, 1)) return true
    return (
      i + 1 < la &&
      a.charCodeAt(i) === b.charCodeAt(i + 1) &&
      a.charCodeAt(i + 1) === b.charCodeAt(i) &&
      restEqual(2, 2)
    )
  }
  return la > lb ? restEqual(1, 0) : restEqual(0, 1)
}
