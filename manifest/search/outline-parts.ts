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

/** The pages of records in order (a page's records are consecutive), and each record's page. */
export function pageSpans(records: SearchRecord[]): { pages: PageSpan[]; pageOf: Int32Array } {
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
  const words = new Map<string, Set<number>>()
  const add = (text: string, id: number) => {
    for (const word of splitWords(text)) {
      if (isStopWord(word)) continue
      const ids = words.get(word)
      if (ids) ids.add(id)
      else words.set(word, new Set([id]))
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
  for (const [word, ids] of words) sorted.set(word, Int32Array.from(ids).sort())
  return sorted
}

/** The rows of the records `ids` (any order, repeats allowed), with their pages. */
export function outlineRows(
  ids: Iterable<number>,
  records: SearchRecord[],
  spans: { pages: PageSpan[]; pageOf: Int32Array },
): OutlineRows {
  const result: OutlineRows = { v: SEARCH_FORMAT_VERSION, pages: [], rows: [] }
  const local = new Map<number, number>()
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const p = spans.pageOf[id]
    let at = local.get(p)
    if (at === undefined) {
      const page = spans.pages[p]
      at = result.pages.length
      local.set(p, at)
      result.pages.push([page.route, page.title, page.top, page.start, page.end])
    }
    const [, heading, slug] = outlineSection(at, records[id])
    result.rows.push(slug === undefined ? [id, at, heading] : [id, at, heading, slug])
  }
  return result
}

/** A large site's outline as files: parts by term (as `splitByTerm` splits) and chunks by record; and its lead pages. */
export interface SplitOutline {
  first: string[]
  parts: OutlineRows[]
  chunks: OutlineRows[]
  /** The page tops of the most prominent pages, which index.json carries (`OutlineByTerm.lead`). */
  lead: OutlineRows
}

/**
 * Splits the outline by term (each part's rows are the records its words name, so a heading of
 * four words is in up to four parts) and into chunks of `perChunk` records.
 * @example splitOutline(records, { target: 12_000, weigh: gzipSize, perChunk: 256 }).first → ['ac', 'ap', …]
 */
export function splitOutline(
  records: SearchRecord[],
  options: TermPartOptions & { perChunk: number; leadTarget: number },
): SplitOutline {
  const spans = pageSpans(records)
  const rowsOf = (words: [string, RecordIds][]) => {
    const ids: number[] = []
    for (const [, list] of words) for (const id of list) ids.push(id)
    return outlineRows(ids, records, spans)
  }
  const { first, parts } = splitWordsByKey(outlineWords(records, spans.pages), rowsOf, options)
  const chunks: OutlineRows[] = []
  for (let start = 0; start < records.length; start += options.perChunk) {
    const end = Math.min(records.length, start + options.perChunk)
    chunks.push(
      outlineRows(
        Array.from({ length: end - start }, (_, i) => start + i),
        records,
        spans,
      ),
    )
  }
  return { first, parts, chunks, lead: leadRows(records, spans, options.weigh, options.leadTarget) }
}

/**
 * The tops of as many pages as fit `target` (as `weigh` measures their rows), in site order: on a
 * site that keeps older versions beside the current one (under `/v2/`, as bench:scale's copies are),
 * the current version's pages come first.
 */
function leadRows(
  records: SearchRecord[],
  spans: { pages: PageSpan[]; pageOf: Int32Array },
  weigh: (text: string) => number,
  target: number,
): OutlineRows {
  const order = spans.pages.map((page) => page.top)
  const rows = (count: number) => outlineRows(order.slice(0, count), records, spans)
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
