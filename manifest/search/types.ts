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
 * Titles and headings of every record, in record order: what the first search answers from.
 * A section is `[pageIndex, heading]`, plus its anchor when that is not `slugify(heading)`; a
 * heading of '' without an anchor is the page top.
 */
export interface SearchOutline {
  pages: [route: string, title: string][]
  sections: OutlineSection[]
}

/** One record of the outline. */
export type OutlineSection = [page: number, heading: string] | [page: number, heading: string, slug: string]

/**
 * One shipped shard or tail: the text of the records from `from` on, in order ('' for none).
 * Shards hold each section's text (its head when tails exist); tails hold the rest of long texts.
 */
export interface SearchTexts {
  v: typeof SEARCH_FORMAT_VERSION
  from: number
  text: string[]
}

/** `search/index.json`: the outline, the content-hashed text files and the search settings (revalidated on every visit). */
export interface SearchIndexManifest {
  v: typeof SEARCH_FORMAT_VERSION
  /** Hash over every shard; the IndexedDB cache key. */
  hash: string
  /** `contentHash` of the manifest the index was built from. */
  manifestHash: string
  /**
   * Titles and headings: searchable as soon as this file has arrived. On a site whose headings
   * would make this file too slow to arrive, only the page titles (`sections` empty), and
   * `outlineFile` holds the whole outline.
   */
  outline: SearchOutline
  /** The whole outline's file, fetched with the shards, when `outline` has the titles only. */
  outlineFile?: string
  /** Shard files relative to the `search/` folder, all fetched together right after this file. */
  shards: string[]
  /** Tail files (the rest of long texts), fetched after the shards; empty for small sites. */
  tails: string[]
  /** Number of records over all shards. */
  records: number
  /** Page language, for the hosted service's language filter. */
  lang: string
  /** The site's search settings (mode and hosted service), so the lazy search code needs nothing else. */
  search: SearchConfig
}

/** Bumped whenever the shard or index.json shape changes incompatibly. */
export const SEARCH_FORMAT_VERSION = 2
