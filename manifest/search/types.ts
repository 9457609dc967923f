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

/**
 * One shipped part of the full text partitioned by term (term-parts.ts): each word whose key maps
 * here, with the records holding it (ids as base-36 steps from the previous one, space-separated).
 * @example { v: 4, words: { job: '0 1 3', jobs: '2' } } // job in records 0, 1 and 4; jobs in 2
 */
export interface TermPart {
  v: typeof SEARCH_FORMAT_VERSION
  words: Record<string, string>
}

/**
 * Where the full text's words are: the parts hold the stems in order, part i those from
 * `first[i]` on (term-parts.ts), in the content-hashed `files[i]`.
 */
export interface TermTable {
  first: string[]
  files: string[]
}

/**
 * Rows of the outline, for records added by id (a large site's outline, which index.json does not
 * carry: outline-parts.ts): pages as route, title, the id of the record its title search lands on
 * (its top) and the span of its records' ids, and records as id, page (an index into `pages`), heading ('' for the page top) and the
 * anchor when that is not `slugify(heading)`.
 * @example { v: 4, pages: [['/mail', 'Mail', 0, 0, 2]], rows: [[0, 0, ''], [1, 0, 'SMTP server']] }
 */
export interface OutlineRows {
  v: typeof SEARCH_FORMAT_VERSION
  /** `start` and `end`: the page's records are those ids, rows in or not (its title puts them on topic). */
  pages: [route: string, title: string, top: number, start: number, end: number][]
  rows: OutlineRow[]
}

/** One record of `OutlineRows`. */
export type OutlineRow =
  [id: number, page: number, heading: string] | [id: number, page: number, heading: string, slug: string]

/**
 * A large site's outline, split two ways (files named `outline-<i>.<hash>.json`, `rows-<i>.<hash>.json`):
 * by term, part i holding the rows of every record whose title, route or heading has a word whose
 * stem is from `first[i]` up to `first[i + 1]` (as term parts are split); and by record, chunk i
 * holding records `i * perChunk` up to `(i + 1) * perChunk`, for the hits whose words are only in
 * their text. A query's results need its terms' parts and the chunks of its best hits, not the outline.
 */
export interface OutlineByTerm {
  first: string[]
  perChunk: number
  chunks: number
  /** The hash in every one of these files' names (over all of them). */
  hash: string
  /** The tops of the most prominent pages (outline-parts.ts `leadRows`): the first results need no more. */
  lead: OutlineRows
}

/** `search/index.json`: the outline, the content-hashed text files and the search settings (revalidated on every visit). */
export interface SearchIndexManifest {
  v: typeof SEARCH_FORMAT_VERSION
  /** Hash over every file; the IndexedDB cache key. */
  hash: string
  /** `contentHash` of the manifest the index was built from. */
  manifestHash: string
  /**
   * Titles and headings: searchable as soon as this file has arrived. On a site whose headings
   * would make this file too slow to arrive, only the page titles (`sections` empty), and
   * `outlineFile` holds the whole outline.
   */
  outline: SearchOutline
  /** The whole outline's file, fetched right after this file, when `outline` has the titles only. */
  outlineFile?: string
  /**
   * Set on a site whose page titles alone would make this file too slow to arrive: `outline` is
   * empty, and a query fetches the rows it needs from these files.
   */
  byTerm?: OutlineByTerm
  /**
   * The full text partitioned by term: a query's results are complete once its terms' parts (and
   * the outline) are in; nothing else is waited for.
   */
  terms: TermTable
  /**
   * Shard files relative to the `search/` folder: the sections' text in record order, for the
   * results' snippets (not searched), fetched at low priority after a query's results are complete.
   */
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

/** Bumped whenever the shard, term part or index.json shape changes incompatibly. */
export const SEARCH_FORMAT_VERSION = 4
