// A large site's outline split by term and by record range: a query fetches the rows of the
// records its terms name in titles, routes and headings, and the rows of its best hits found in
// the text alone, instead of every page's title and heading.

import {
  SEARCH_FORMAT_VERSION,
  type OutlineByTerm,
  type OutlineRow,
  type OutlineRows,
  type SearchRecord,
} from './types'
import { isStopWord, splitWords } from './query-terms'
import { outlineSection, sectionRecord } from './pack-shards'
import { splitWordsByKey, type RecordIds, type TermPartOptions } from './term-parts'

/** One page of the records: its route, title, the record its title lands on, and its records' span. */
interface PageSpan {
  route: string
  title: string
  /** The page top (the record without an anchor), else its first record: as the engine picks it. */
  top: number
  start: number
  end: number
}

/** A site's records as the outline's files are made of them. */
interface OutlineSource {
  pages: PageSpan[]
  /** Each record's page. */
  pageOf: Int32Array
  /** Each record's heading ('' for a page top) and its anchor when that is not the heading's slug. */
  sections: [heading: string, slug?: string][]
}

/** The pages of records in order (a page's records are consecutive), each record's page and section. */
export function pageSpans(records: SearchRecord[]): OutlineSource {
  const sections: OutlineSource['sections'] = records.map((record) => {
    const [, heading, slug] = outlineSection(0, record)
    return slug === undefined ? [heading] : [heading, slug]
  })
  return { ...pagesOf(records), sections }
}

/** The pages of records in order, and each record's page. */
function pagesOf(records: SearchRecord[]): Pick<OutlineSource, 'pages' | 'pageOf'> {
  const pages: PageSpan[] = []
  const pageOf = new Int32Array(records.length)
  let route: string | undefined
  records.forEach((record, id) => {
    const here = record.url.split('#')[0]
    if (here !== route || !pages.length) pages.push({ route: here, title: record.lvl0, top: id, start: id, end: id })
    route = here
    const page = pages[pages.length - 1]
    page.end = id + 1
    if (!record.url.includes('#')) page.top = id
    pageOf[id] = pages.length - 1
  })
  return { pages, pageOf }
}

/**
 * Each word of the titles, routes (digits aside, as the engine searches them) and headings, with
 * the records it names: a heading's record, a title's or route's page top. Stop words and single
 * characters are left out: a query searches them only when it has nothing else (`v` of `/v2/` would
 * name every page of a site that keeps its versions side by side).
 */
function outlineWords(records: SearchRecord[], pages: PageSpan[]): Map<string, RecordIds> {
  const words = new Map<string, number[]>()
  const add = (text: string, id: number) => {
    for (const word of splitWords(text)) {
      if (isStopWord(word)) continue
      const ids = words.get(word)
      if (!ids) words.set(word, [id])
      else if (ids[ids.length - 1] !== id) ids.push(id)
    }
  }
  for (const page of pages) {
    add(`${page.title} ${page.route.replace(/\d+/g, ' ')}`, page.top)
    for (let id = page.start; id < page.end; id++) {
      const heading = records[id].lvl1
      if (heading) add(heading, id)
    }
  }
  const sorted = new Map<string, RecordIds>()
  for (const [word, ids] of words) sorted.set(word, uniqueSorted(Int32Array.from(ids)))
  return sorted
}

/** `ids` sorted, without repeats. */
function uniqueSorted(ids: Int32Array): Int32Array {
  ids.sort()
  let kept = 0
  for (let i = 0; i < ids.length; i++) if (i === 0 || ids[i] !== ids[i - 1]) ids[kept++] = ids[i]
  return ids.subarray(0, kept)
}

/** The records named by any of `words`, ascending. */
function idsOfWords(words: [string, RecordIds][]): Int32Array {
  let count = 0
  for (const [, ids] of words) count += ids.length
  const all = new Int32Array(count)
  let at = 0
  for (const [, ids] of words) for (const id of ids) all[at++] = id
  return uniqueSorted(all)
}

/** The rows of the records `ids` (ascending, no repeats), with their pages. */
export function outlineRows(ids: Iterable<number>, spans: OutlineSource): OutlineRows {
  const result: OutlineRows = { v: SEARCH_FORMAT_VERSION, pages: [], rows: [] }
  const local = new Map<number, number>()
  for (const id of ids) {
    const p = spans.pageOf[id]
    let at = local.get(p)
    if (at === undefined) {
      const page = spans.pages[p]
      at = result.pages.length
      local.set(p, at)
      result.pages.push([page.route, page.title, page.top, page.start, page.end])
    }
    const [heading, slug] = spans.sections[id]
    result.rows.push(slug === undefined ? [id, at, heading] : [id, at, heading, slug])
  }
  return result
}

/** How `splitOutline` sizes and hands on the files. */
export interface SplitOutlineOptions extends TermPartOptions {
  perChunk: number
  /** What the lead pages may weigh (as `weigh` measures). */
  leadTarget: number
  /** The pages' routes in site order, when the records are in another (`pagesByTitle`): the lead follows it. */
  siteOrder?: string[]
  /** The weight of a file written in `pieces` (the build passes a gzip size that stops reading past its cap). */
  weighPieces: (pieces: Iterable<string>) => number
  /** Each part by term and each chunk by record, handed on as made (a site of 70,900 pages has 1.5 million rows in its parts). */
  emitPart: (part: OutlineRows, i: number) => void
  emitChunk: (chunk: OutlineRows, i: number) => void
}

/** What index.json says of the split outline: the parts' first keys, the chunks' count and the lead pages. */
export interface SplitOutline {
  first: string[]
  chunks: number
  /** The page tops of the first pages, which index.json carries (`OutlineByTerm.lead`). */
  lead: OutlineRows
}

/**
 * Splits the outline by term (each part's rows are the records its words name, so a heading of
 * four words is in up to four parts) and into chunks of `perChunk` records, handing on each file.
 * @example splitOutline(records, { target: 12_000, weigh, weighPieces, perChunk: 256, leadTarget: 12_000, emitPart, emitChunk }).first → ['ac', 'ap', …]
 */
export function splitOutline(records: SearchRecord[], options: SplitOutlineOptions): SplitOutline {
  const spans = pageSpans(records)
  const pieces: RowPieces = { rows: [], pages: [] }
  const { first } = splitWordsByKey(
    outlineWords(records, spans.pages),
    (words) => outlineRows(idsOfWords(words), spans),
    {
      ...options,
      weighWords: (words) => options.weighPieces(rowPieces(idsOfWords(words), spans, pieces)),
      emit: options.emitPart,
    },
  )
  let chunks = 0
  for (let start = 0; start < records.length; start += options.perChunk) {
    const end = Math.min(records.length, start + options.perChunk)
    options.emitChunk(
      outlineRows(
        Array.from({ length: end - start }, (_, i) => start + i),
        spans,
      ),
      chunks++,
    )
  }
  return { first, chunks, lead: leadRows(spans, options.weigh, options.leadTarget, options.siteOrder) }
}

/** The JSON of each record's row after its page (`"heading"`, `"heading","slug"`) and of each page, made once. */
interface RowPieces {
  rows: string[]
  pages: string[]
}

/**
 * The rows of `ids` (ascending) as JSON pieces, each page where its first record is: about the
 * file `outlineRows` makes, to weigh a part without making it (read only up to the weight's cap).
 */
function* rowPieces(ids: Int32Array, spans: OutlineSource, made: RowPieces): Generator<string> {
  const local = new Map<number, number>()
  for (const id of ids) {
    const p = spans.pageOf[id]
    let at = local.get(p)
    if (at === undefined) {
      const page = spans.pages[p]
      at = local.size
      local.set(p, at)
      yield (made.pages[p] ??= JSON.stringify([page.route, page.title, page.top, page.start, page.end]) + ',')
    }
    yield `[${id},${at},${(made.rows[id] ??= JSON.stringify(spans.sections[id]).slice(1, -1))}],`
  }
}

/**
 * The tops of as many pages as fit `target` (as `weigh` measures their rows), in site order: on a
 * site that keeps older versions beside the current one (under `/v2/`, as bench:scale's copies are),
 * the current version's pages come first.
 */
function leadRows(
  spans: OutlineSource,
  weigh: (text: string) => number,
  target: number,
  siteOrder?: string[],
): OutlineRows {
  const topOf = new Map(spans.pages.map((page) => [page.route, page.top]))
  const order = siteOrder
    ? siteOrder.map((route) => topOf.get(route)).filter((top) => top !== undefined)
    : spans.pages.map((page) => page.top)
  const rows = (count: number) =>
    outlineRows(
      order.slice(0, count).sort((a, b) => a - b),
      spans,
    )
  if (weigh(JSON.stringify(rows(order.length))) <= target) return rows(order.length)
  // The largest count that fits: weights grow with the count.
  let low = 0
  let high = order.length
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (weigh(JSON.stringify(rows(middle))) <= target) low = middle
    else high = middle - 1
  }
  return rows(low)
}

/**
 * The records of rows, by id.
 * @example rowRecords(rows) → [[1, { url: '/mail#smtp-server', lvl0: 'Mail', lvl1: 'SMTP server', content: '' }]]
 */
export function rowRecords(rows: OutlineRows): [id: number, record: SearchRecord][] {
  return rows.rows.map(([id, page, heading, slug]) => {
    const [route, title] = rows.pages[page]
    return [id, sectionRecord(route, title, heading, slug)]
  })
}

/** Type guard for a parsed outline part or chunk. */
export function isOutlineRows(value: unknown): value is OutlineRows {
  const v = value as OutlineRows | null
  return (
    typeof v === 'object' &&
    v !== null &&
    v.v === SEARCH_FORMAT_VERSION &&
    Array.isArray(v.pages) &&
    Array.isArray(v.rows) &&
    v.rows.every((row: OutlineRow) => Array.isArray(row) && Number.isInteger(row[0]) && v.pages[row[1]] !== undefined)
  )
}

/** The file of outline part `i` (under `search/`). */
export function outlinePartFile(i: number, byTerm: Pick<OutlineByTerm, 'hash'>): string {
  return `outline-${i}.${byTerm.hash}.json`
}

/** The file of the chunk holding record `id`'s row (under `search/`). */
export function rowChunkFile(id: number, byTerm: Pick<OutlineByTerm, 'hash' | 'perChunk'>): string {
  return `rows-${Math.floor(id / byTerm.perChunk)}.${byTerm.hash}.json`
}

/**
 * The records with each page's records kept together and in order, the pages ordered by title
 * (then route): copies of a page (its versions side by side, under `/v2/`) get neighbouring ids,
 * so the best hits of a query, often one section in several versions, share chunks of rows.
 * @example pagesByTitle([b#x, a, b]) → [a, b#x, b] // pages 'A…' then 'B…'
 */
export function pagesByTitle(records: SearchRecord[]): SearchRecord[] {
  const { pages } = pagesOf(records)
  // A stable sort: pages of one title and route (a route listed twice) keep their order.
  const order = (a: PageSpan, b: PageSpan) =>
    a.title < b.title ? -1 : a.title > b.title ? 1 : a.route < b.route ? -1 : a.route > b.route ? 1 : 0
  return pages.sort(order).flatMap((page) => records.slice(page.start, page.end))
}
