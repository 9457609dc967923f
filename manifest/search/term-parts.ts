// The full text partitioned by term: every word of every section lands in the one part its key
// (the first characters of its stem) maps to, so a query fetches only its terms' parts.

import { SEARCH_FORMAT_VERSION, type SearchRecord, type TermPart, type TermTable } from './types'
import { queryTerms, splitWords, stem } from './query-terms'

/** Characters of a stem that name its key at first; a key whose words weigh too much grows by one, up to the longest. */
const KEY_CHARS = 2
const LONGEST_KEY = 8

/** How the words are packed into parts. */
export interface TermPartOptions {
  /** Bytes a part may weigh (as `weigh` measures), unless one key alone weighs more. */
  target: number
  /** The weight of a part's JSON text (the build passes its gzip size). */
  weigh: (text: string) => number
}

/** The parts to write and the key → part table index.json carries. */
export interface TermParts {
  keys: Record<string, number>
  parts: TermPart[]
}

/**
 * Each word of the sections' text (as the engine's tokenizer splits it, unstemmed) with the
 * records it occurs in, ascending; words in order of first appearance.
 */
export function recordWords(records: SearchRecord[]): Map<string, number[]> {
  const words = new Map<string, number[]>()
  records.forEach((record, id) => {
    for (const word of new Set(splitWords(record.content))) {
      const ids = words.get(word)
      if (ids) ids.push(id)
      else words.set(word, [id])
    }
  })
  return words
}

/**
 * The key of a word with `chars` characters: the start of its stem, so that every word the
 * engine treats as one (`plugins`, `plugin`) shares a key and so a part.
 */
function keyOf(word: string, chars: number): string {
  return stem(word).slice(0, chars)
}

/**
 * Splits the records' words into parts: words grouped by the first two characters of their stem,
 * a group heavier than `target` split by one more character (again while needed), then groups
 * packed in key order into parts of at most `target` each.
 * @example splitByTerm(records, { target: 20_000, weigh: gzipSize }).keys → { jo: 3, op: 5, … }
 */
export function splitByTerm(records: SearchRecord[], options: TermPartOptions): TermParts {
  const groups: [key: string, words: [string, number[]][], weight: number][] = []
  const place = (key: string, words: [string, number[]][]) => {
    const chars = key.length + 1
    const weight = options.weigh(JSON.stringify(partOf(words)))
    if (chars > LONGEST_KEY || weight <= options.target) {
      groups.push([key, words, weight])
      return
    }
    // Words whose stem is the key itself stay under it; the others go one character deeper.
    const deeper = new Map<string, [string, number[]][]>()
    for (const entry of words) {
      const k = keyOf(entry[0], chars)
      const list = deeper.get(k)
      if (list) list.push(entry)
      else deeper.set(k, [entry])
    }
    if (deeper.size === 1 && deeper.has(key)) {
      groups.push([key, words, weight])
      return
    }
    for (const [k, list] of [...deeper].sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (k === key) groups.push([k, list, options.weigh(JSON.stringify(partOf(list)))])
      else place(k, list)
    }
  }
  const first = new Map<string, [string, number[]][]>()
  for (const entry of recordWords(records)) {
    const key = keyOf(entry[0], KEY_CHARS)
    const list = first.get(key)
    if (list) list.push(entry)
    else first.set(key, [entry])
  }
  for (const [key, words] of [...first].sort(([a], [b]) => (a < b ? -1 : 1))) place(key, words)

  const keys: Record<string, number> = {}
  const parts: TermPart[] = []
  let open: [string, number[]][] = []
  let weight = 0
  const close = () => {
    if (open.length) parts.push(partOf(open))
    open = []
    weight = 0
  }
  for (const [key, words, own] of groups) {
    if (open.length && weight + own > options.target) close()
    keys[key] = parts.length
    open.push(...words)
    weight += own
  }
  close()
  return { keys, parts }
}

/** A part holding `words`: each word with its records' ids as base-36 steps from the previous one. */
function partOf(words: [string, number[]][]): TermPart {
  const encoded: Record<string, string> = {}
  for (const [word, ids] of words) {
    let last = 0
    encoded[word] = ids
      .map((id) => {
        const step = id - last
        last = id
        return step.toString(36)
      })
      .join(' ')
  }
  return { v: SEARCH_FORMAT_VERSION, words: encoded }
}

/**
 * A part's words by record: each record's words in the part's order.
 * @example partRecords({ v, words: { job: '1 2', jobs: '3' } }) → Map { 1 → ['job'], 3 → ['job'], 6 → ['jobs'] }
 */
export function partRecords(part: TermPart): Map<number, string[]> {
  const records = new Map<number, string[]>()
  for (const [word, steps] of Object.entries(part.words)) {
    let id = 0
    for (const step of steps.split(' ')) {
      id += parseInt(step, 36)
      const words = records.get(id)
      if (words) words.push(word)
      else records.set(id, [word])
    }
  }
  return records
}

/** The part holding `word`'s key, if any word of the text has it (longest key first). */
export function partOfWord(word: string, keys: Record<string, number>): number | undefined {
  const s = stem(word)
  for (let chars = Math.min(s.length, LONGEST_KEY); chars >= 1; chars--) {
    const part = keys[s.slice(0, chars)]
    if (part !== undefined) return part
  }
  return undefined
}

/**
 * The parts a query needs: its terms' (terms of one character need none: they are answered from
 * the titles and headings), without repeats, in the order of the terms.
 * @example partsOfQuery('job options', table) → [3, 5]
 */
export function partsOfQuery(query: string, table: Pick<TermTable, 'keys'>): number[] {
  const parts: number[] = []
  for (const term of queryTerms(query)) {
    if (term.length < 2) continue
    const part = partOfWord(term, table.keys)
    if (part !== undefined && !parts.includes(part)) parts.push(part)
  }
  return parts
}

/** Type guard for a parsed term part. */
export function isTermPart(value: unknown): value is TermPart {
  const v = value as TermPart | null
  return typeof v === 'object' && v !== null && v.v === SEARCH_FORMAT_VERSION && typeof v.words === 'object'
}
