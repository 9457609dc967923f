// Types of site search: records built from rendered pages, the shipped payload, and hits shown to readers.

import type { SearchConfig } from '../types'

/**
 * One searchable section of a page, DocSearch-like.
 * @example { url: '/manual/jobs/job-options#option-types', lvl0: 'Job Options', lvl1: 'Option types', content: 'Two option types exist…' }
 */
export interface SearchRecord {
  /** Route plus `#slug`; no fragment for the page top (the intro before the first section heading). */
  url: string
  /** Page title. */
  lvl0: string
  /** Section heading text; undefined for the page intro. */
  lvl1?: string
  /** Plain text of the section (tags stripped, entities decoded, whitespace collapsed, capped). */
  content: string
}

/** A search result: url, hierarchy (lvl0 page, lvl1 section) and content; `url` is a route (no base) with an optional `#anchor`. */
export interface SearchHit {
  url: string
  hierarchy: { lvl0: string; lvl1?: string }
  content: string
}

/**
 * One shipped shard: self-contained page table plus sections.
 * A section is `[pageIndex, slug, heading, content]`; slug and heading are '' for a page intro.
 */
export interface SearchShard {
  v: typeof SEARCH_FORMAT_VERSION
  pages: [route: string, title: string][]
  sections: [page: number, slug: string, heading: string, content: string][]
}

/**
 * The rest of each section's text, aligned with the sections of the shard of the same position.
 * Large sites ship it separately so the first search only waits for titles, headings and section openings.
 */
export interface SearchTail {
  v: typeof SEARCH_FORMAT_VERSION
  text: string[]
}

/** `search/index.json`: the small file that names the content-hashed shards and carries the search settings. */
export interface SearchIndexManifest {
  v: typeof SEARCH_FORMAT_VERSION
  /** Hash over every shard; the IndexedDB cache key. */
  hash: string
  /** `contentHash` of the manifest the index was built from. */
  manifestHash: string
  /** Shard files relative to the `search/` folder, all fetched together for the first search. */
  shards: string[]
  /** Tail files (same order as `shards`), fetched after the first search; empty for small sites. */
  tails: string[]
  /** Number of records over all shards. */
  records: number
  /** Page language, for the hosted service's language filter. */
  lang: string
  /** The site's search settings (mode and hosted service), so the lazy search code needs nothing else. */
  search: SearchConfig
}

/** Bumped whenever the shard or index.json shape changes incompatibly. */
export const SEARCH_FORMAT_VERSION = 1
