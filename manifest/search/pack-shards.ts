// Records ⇄ shipped search files: an outline (titles and headings, carried by index.json) and the
// sections' text in shards, with optional tails holding the rest of long texts.

import { slugify } from '../markdown/slugify'
import {
  SEARCH_FORMAT_VERSION,
  type OutlineSection,
  type SearchOutline,
  type SearchRecord,
  type SearchTexts,
} from './types'

/** How records are split into files. */
export interface PackOptions {
  /** Number of shards (1–4), balanced by text size. */
  shards: number
  /** When set, only this many characters of each section go in the shard; the rest goes in its tail. */
  headChars?: number
}

/** The outline plus the text files to write: shards always, tails only when `headChars` was given. */
export interface PackedIndex {
  outline: SearchOutline
  shards: SearchTexts[]
  tails: SearchTexts[]
}

/** Splits records into the outline and balanced shards (by text size) of their text, in record order. */
export function packRecords(records: SearchRecord[], options: PackOptions): PackedIndex {
  const outline = outlineOf(records)
  const weight = (r: SearchRecord) => r.content.length + 40
  const total = records.reduce((n, r) => n + weight(r), 0)
  const count = Math.max(1, Math.min(options.shards, records.length))
  const shards: SearchTexts[] = []
  const tails: SearchTexts[] = []
  let size = 0
  records.forEach((r, i) => {
    if (!shards.length || (size >= (total / count) * shards.length && shards.length < count)) {
      shards.push({ v: SEARCH_FORMAT_VERSION, from: i, text: [] })
      tails.push({ v: SEARCH_FORMAT_VERSION, from: i, text: [] })
    }
    size += weight(r)
    const [head, rest] = splitHead(r.content, options.headChars)
    shards[shards.length - 1].text.push(head)
    tails[tails.length - 1].text.push(rest)
  })
  return { outline, shards, tails: options.headChars === undefined ? [] : tails }
}

/** The titles and headings of records, in record order. */
export function outlineOf(records: SearchRecord[]): SearchOutline {
  const outline: SearchOutline = { pages: [], sections: [] }
  let route: string | undefined
  for (const r of records) {
    const here = r.url.split('#')[0]
    if (here !== route || !outline.pages.length) outline.pages.push([here, r.lvl0])
    route = here
    outline.sections.push(outlineSection(outline.pages.length - 1, r))
  }
  return outline
}

/** `[page, heading]`, with the anchor only when it is not the heading's own slug ('' heading: the page top). */
export function outlineSection(page: number, record: SearchRecord): OutlineSection {
  const at = record.url.indexOf('#')
  const slug = at < 0 ? '' : record.url.slice(at + 1)
  const heading = record.lvl1 ?? ''
  return slug === (heading && slugify(heading)) ? [page, heading] : [page, heading, slug]
}

/**
 * Records back from the outline, with the text of the shards and tails given (any order; each
 * file says where it starts). Without texts, every record's content is ''.
 */
export function unpackRecords(
  outline: SearchOutline,
  shards: SearchTexts[] = [],
  tails: SearchTexts[] = [],
): SearchRecord[] {
  const heads = alignedTexts(shards)
  const rests = alignedTexts(tails)
  return outline.sections.map(([page, heading, anchor], i) => {
    const [route, title] = outline.pages[page]
    return sectionRecord(route, title, heading, anchor, (heads[i] ?? '') + (rests[i] ?? ''))
  })
}

/** A record from its outline row: the anchor is the heading's slug unless given ('' heading: the page top). */
export function sectionRecord(
  route: string,
  title: string,
  heading: string,
  anchor?: string,
  content = '',
): SearchRecord {
  const slug = anchor ?? (heading && slugify(heading))
  return { url: slug ? `${route}#${slug}` : route, lvl0: title, ...(slug ? { lvl1: heading } : {}), content }
}

/** One record per page, its top, with its title: what a titles-only outline searches. */
export function titleRecords(outline: SearchOutline): SearchRecord[] {
  return outline.pages.map(([route, title]) => ({ url: route, lvl0: title, content: '' }))
}

/** Texts by record index. */
function alignedTexts(files: SearchTexts[]): string[] {
  const texts: string[] = []
  for (const file of files) file.text.forEach((text, i) => (texts[file.from + i] = text))
  return texts
}

/** Cuts at a word boundary at or before `max` (else at `max`); the tail holds the rest, its space included. */
function splitHead(text: string, max: number | undefined): [string, string] {
  if (max === undefined || text.length <= max) return [text, '']
  const cut = text.lastIndexOf(' ', max)
  const at = cut > max / 2 ? cut : max
  return [text.slice(0, at), text.slice(at)]
}

/** Type guard for the outline of a parsed index.json (the network or a cache may hand back anything). */
export function isSearchOutline(value: unknown): value is SearchOutline {
  const v = value as SearchOutline | null
  return typeof v === 'object' && v !== null && Array.isArray(v.pages) && Array.isArray(v.sections)
}

/** Type guard for a parsed shard or tail file. */
export function isSearchTexts(value: unknown): value is SearchTexts {
  const v = value as SearchTexts | null
  return (
    typeof v === 'object' &&
    v !== null &&
    v.v === SEARCH_FORMAT_VERSION &&
    Number.isInteger(v.from) &&
    Array.isArray(v.text)
  )
}
