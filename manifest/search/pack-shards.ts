// Records ⇄ shipped files: a page table per shard, sections as tuples, optional tails for long texts.

import { SEARCH_FORMAT_VERSION, type SearchRecord, type SearchShard, type SearchTail } from './types'

/** How records are split into files. */
export interface PackOptions {
  /** Number of shards (1–4); pages never straddle shards. */
  shards: number
  /** When set, only this many characters of each section go in the shard; the rest goes in its tail. */
  headChars?: number
}

/** The files to write: shards always, tails only when `headChars` was given. */
export interface PackedIndex {
  shards: SearchShard[]
  tails: SearchTail[]
}

/** Splits records into balanced shards (by text size), keeping each page's records together and in order. */
export function packRecords(records: SearchRecord[], options: PackOptions): PackedIndex {
  const groups: SearchRecord[][] = []
  let route: string | undefined
  for (const r of records) {
    const here = r.url.split('#')[0]
    if (here !== route || !groups.length) groups.push([])
    route = here
    groups[groups.length - 1].push(r)
  }
  const total = records.reduce((n, r) => n + r.content.length + 40, 0)
  const count = Math.max(1, Math.min(options.shards, groups.length))
  const buckets: SearchRecord[][][] = [[]]
  let size = 0
  for (const group of groups) {
    const bucket = buckets[buckets.length - 1]
    if (size >= (total / count) * buckets.length && buckets.length < count) {
      buckets.push([group])
    } else bucket.push(group)
    size += group.reduce((n, r) => n + r.content.length + 40, 0)
  }
  const shards: SearchShard[] = []
  const tails: SearchTail[] = []
  for (const bucket of buckets) {
    const shard: SearchShard = { v: SEARCH_FORMAT_VERSION, pages: [], sections: [] }
    const tail: SearchTail = { v: SEARCH_FORMAT_VERSION, text: [] }
    for (const group of bucket) {
      const page = shard.pages.length
      shard.pages.push([group[0].url.split('#')[0], group[0].lvl0])
      for (const r of group) {
        const [head, rest] = splitHead(r.content, options.headChars)
        const slug = r.url.includes('#') ? r.url.slice(r.url.indexOf('#') + 1) : ''
        shard.sections.push([page, slug, r.lvl1 ?? '', head])
        tail.text.push(rest)
      }
    }
    shards.push(shard)
    tails.push(tail)
  }
  return { shards, tails: options.headChars === undefined ? [] : tails }
}

/** Records back from shards (in shard order); with tails, each record's text is whole again. */
export function unpackRecords(shards: SearchShard[], tails: SearchTail[] = []): SearchRecord[] {
  const records: SearchRecord[] = []
  shards.forEach((shard, s) => {
    shard.sections.forEach(([page, slug, heading, head], i) => {
      const [route, title] = shard.pages[page]
      const rest = tails[s]?.text[i]
      records.push({
        url: slug ? `${route}#${slug}` : route,
        lvl0: title,
        ...(slug ? { lvl1: heading } : {}),
        content: rest ? `${head} ${rest}` : head,
      })
    })
  })
  return records
}

/** Tail texts in record order (the order `unpackRecords` produces). */
export function tailTexts(tails: SearchTail[]): string[] {
  return tails.flatMap((t) => t.text)
}

/** Cuts at a word boundary at or before `max`; the tail holds the rest. */
function splitHead(text: string, max: number | undefined): [string, string] {
  if (max === undefined || text.length <= max) return [text, '']
  const cut = text.lastIndexOf(' ', max)
  const at = cut > max / 2 ? cut : max
  return [text.slice(0, at), text.slice(at).trim()]
}

/** Type guard for a parsed shard file (checked before use: the cache or network may hand back anything). */
export function isSearchShard(value: unknown): value is SearchShard {
  const v = value as SearchShard | null
  return (
    typeof v === 'object' &&
    v !== null &&
    v.v === SEARCH_FORMAT_VERSION &&
    Array.isArray(v.pages) &&
    Array.isArray(v.sections)
  )
}

/** Type guard for a parsed tail file. */
export function isSearchTail(value: unknown): value is SearchTail {
  const v = value as SearchTail | null
  return typeof v === 'object' && v !== null && v.v === SEARCH_FORMAT_VERSION && Array.isArray(v.text)
}
