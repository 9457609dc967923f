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

/**
 * The parts to write and where each starts, which index.json carries: the parts hold the stems in
 * order, so part i holds every stem from `first[i]` up to (not including) `first[i + 1]`.
 */
export interface TermParts {
  first: string[]
  parts: TermPart[]
}

/** Record ids, ascending. */
export type RecordIds = ArrayLike<number> & Iterable<number>

/** Ids a word keeps in a plain array; a word in more records keeps them in a typed one. */
const PLAIN_IDS = 8

/**
 * Each word of the sections' text (as the engine's tokenizer splits it, unstemmed) with the
 * records it occurs in, ascending; words in order of first appearance. The ids of a word in many
 * records are 32-bit integers in a typed array (4 bytes each, not a plain array's 8): a site of
 * 70,900 pages has 30 million of them.
 */
export function recordWords(records: SearchRecord[]): Map<string, RecordIds> {
  const words = new Map<string, { ids: number[] | Int32Array; count: number }>()
  records.forEach((record, id) => {
    for (const word of new Set(splitWords(record.content))) {
      const list = words.get(word)
      if (!list) {
        words.set(word, { ids: [id], count: 1 })
        continue
      }
      if (Array.isArray(list.ids)) {
        list.ids.push(id)
        list.count += 1
        if (list.count === PLAIN_IDS) list.ids = Int32Array.from(list.ids)
        continue
      }
      if (list.count === list.ids.length) {
        const grown = new Int32Array(list.count * 2)
        grown.set(list.ids)
        list.ids = grown
      }
      list.ids[list.count++] = id
    }
  })
  const result = new Map<string, RecordIds>()
  for (const [word, { ids, count }] of words) result.set(word, Array.isArray(ids) ? ids : ids.subarray(0, count))
  return result
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
 * packed in key order into parts of at most `target` each. Key order is the stems' order (a key
 * starts each of its stems; a key that was split holds only the stem equal to it, which comes
 * before the longer ones), so each part holds a range of stems, named by its first key.
 * @example splitByTerm(records, { target: 12_000, weigh: gzipSize }).first → ['1', 'ac', …, 'jo', 'jp', …]
 */
export function splitByTerm(records: SearchRecord[], options: TermPartOptions): TermParts {
  return splitWordsByKey(recordWords(records), partOf, options)
}

/**
 * The packing of `splitByTerm` for any words and any part made of them (`make`): the outline's
 * parts (outline-parts.ts) are split the same way, so one table lookup finds a term's part in each.
 */
export function splitWordsByKey<Part>(
  all: Map<string, RecordIds>,
  make: (words: [string, RecordIds][]) => Part,
  options: TermPartOptions & {
    /** Weighs the part of `words` without making it (default: `weigh` of its JSON). */
    weighWords?: (words: [string, RecordIds][]) => number
    /** Hands each part on as it is made, instead of keeping it (`parts` is then empty). */
    emit?: (part: Part, i: number) => void
  },
): { first: string[]; parts: Part[] } {
  const groups: [key: string, words: [string, RecordIds][], weight: number][] = []
  const weigh = options.weighWords ?? ((words: [string, RecordIds][]) => options.weigh(JSON.stringify(make(words))))
  const place = (key: string, words: [string, RecordIds][]) => {
    const chars = key.length + 1
    const weight = weigh(words)
    if (chars > LONGEST_KEY || weight <= options.target) {
      groups.push([key, words, weight])
      return
    }
    // Words whose stem is the key itself stay under it; the others go one character deeper.
    const deeper = new Map<string, [string, RecordIds][]>()
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
      if (k === key) groups.push([k, list, weigh(list)])
      else place(k, list)
    }
  }
  const byKey = new Map<string, [string, RecordIds][]>()
  for (const entry of all) {
    const key = keyOf(entry[0], KEY_CHARS)
    const list = byKey.get(key)
    if (list) list.push(entry)
    else byKey.set(key, [entry])
  }
  for (const [key, words] of [...byKey].sort(([a], [b]) => (a < b ? -1 : 1))) place(key, words)

  const first: string[] = []
  const parts: Part[] = []
  let made = 0
  let open: [string, RecordIds][] = []
  let weight = 0
  const close = () => {
    if (open.length && options.emit) options.emit(make(open), made++)
    else if (open.length) parts.push(make(open))
    open = []
    weight = 0
  }
  for (const [key, words, own] of groups) {
    if (open.length && weight + own > options.target) close()
    if (!open.length) first.push(key)
    open.push(...words)
    weight += own
  }
  close()
  return { first, parts }
}

/** A part holding `words`: each word with its records' ids as base-36 steps from the previous one. */
function partOf(words: [string, RecordIds][]): TermPart {
  const encoded: Record<string, string> = {}
  for (const [word, ids] of words) {
    let last = 0
    const steps: string[] = []
    for (const id of ids) {
      steps.push((id - last).toString(36))
      last = id
    }
    encoded[word] = steps.join(' ')
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

/**
 * The part whose range holds `word`'s stem: the last one starting at or before it (a word no text
 * has still maps to a part, which then has nothing for it).
 * @example partOfWord('options', { first: ['a', 'jo', 'op', 'p'] }) → 2
 */
export function partOfWord(word: string, table: Pick<TermTable, 'first'>): number | undefined {
  const s = stem(word)
  let low = 0
  let high = table.first.length - 1
  if (high < 0 || s < table.first[0]) return undefined
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (table.first[middle] <= s) low = middle
    else high = middle - 1
  }
  return low
}

/**
 * The parts a query needs: its terms' (terms of one character need none: they are answered from
 * the titles and headings), without repeats, in the order of the terms.
 * @example partsOfQuery('job options', table) → [3, 5]
 */
export function partsOfQuery(query: string, table: Pick<TermTable, 'first'>): number[] {
  const parts: number[] = []
  for (const term of queryTerms(query)) {
    if (term.length < 2) continue
    const part = partOfWord(term, table)
    if (part !== undefined && !parts.includes(part)) parts.push(part)
  }
  return parts
}

/** Type guard for a parsed term part. */
export function isTermPart(value: unknown): value is TermPart {
  const v = value as TermPart | null
  return typeof v === 'object' && v !== null && v.v === SEARCH_FORMAT_VERSION && typeof v.words === 'object'
}
