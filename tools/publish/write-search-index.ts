// Writes the offline search files beside the manifest: the records the manifest build extracted
// from its one render of each page, as the outline, the full text split by term, and the sections'
// text for snippets, packed to byte budgets.

import { createHash } from 'node:crypto'
import { createReadStream, renameSync, writeFileSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import path from 'node:path'
import { createGzip } from 'node:zlib'
import { outlineOf, packRecords } from '../../manifest/search/pack-shards'
import { splitByTerm } from '../../manifest/search/term-parts'
import { outlinePartFile, pagesByTitle, splitOutline } from '../../manifest/search/outline-parts'
import { gzipSizeOfPiecesUpTo, gzipSizeUpTo } from './gzip-size'
import {
  SEARCH_FORMAT_VERSION,
  type OutlineRows,
  type SearchIndexManifest,
  type SearchRecord,
  type SearchTexts,
} from '../../manifest/search/types'
import type { Manifest } from '../../manifest/types'

/** Options of `writeSearchIndex`. */
export interface WriteSearchIndexOptions {
  /** The manifest just written. */
  manifest: Manifest
  /** The search records of the same build (`BuildOutput.records`). */
  records: SearchRecord[]
  /** Output folder (the one holding manifest.json); files go to `out/search/`. */
  out: string
}

/** What was written; sizes are bytes. */
export interface SearchIndexStats {
  records: number
  /** Files written, relative to `out` (index.json first). */
  files: string[]
  /** All search files together. */
  bytes: { raw: number; gzip: number }
  /** What the first results need: index.json, which carries the titles and headings. */
  firstResults: { raw: number; gzip: number }
  /**
   * What complete results of a query of two words download at most: index.json, the outline file
   * if any (on a site split by term, the two heaviest outline parts) and the two heaviest term parts
   * (the snippets' shards and tails come after; so do, on a site split by term, the rows of hits
   * found in their text alone: a chunk each, about 2 KB gzip).
   */
  firstSearch: { raw: number; gzip: number; requests: number }
  /** The term parts: how many, and the heaviest and all together (gzip). */
  termParts: { count: number; maxGzip: number; gzip: number }
  /** Characters of each section in the shards when tails were split off; undefined when one tier. */
  headChars?: number
  ms: number
}

/** Above this (gzip) the texts are split into shards + tails; below it the shards hold everything. */
export const SINGLE_TIER_BUDGET = 340_000
/**
 * Above this (gzip) the headings leave index.json for a file of their own, and index.json keeps
 * the page titles, so the first results do not wait for every heading: what the first keystroke
 * searches arrives sooner (the corpus, 709 pages: 9 KB instead of 44 KB, about 0.7 s less on a
 * 400 kbit/s link; 7,090 pages: 86 KB instead of 425 KB). The headings' file is requested with the
 * query's term parts, so complete results wait no longer. A small site keeps one file.
 */
export const OUTLINE_BUDGET = 16_000
/**
 * Above this (gzip) the page titles leave index.json too: the outline is split by term and by
 * record (outline-parts.ts), and a query fetches the rows it needs. The corpus's titles (709 pages)
 * weigh 9.6 KB and stay; ten times as many weigh 86 KB, 1.7 s on a 400 kbit/s link.
 */
export const TITLES_BUDGET = 16_000
/**
 * What index.json may carry of such a site's outline (gzip): the tops of its first pages, which
 * answer the first keystrokes while the query's parts come. Less than the titles of a site that
 * keeps them (9.6 KB for the corpus), as complete results wait for index.json too.
 */
export const LEAD_BUDGET = 12_000
/** Records per chunk of a large site's outline by record: about 2 KB gzip, one of them per hit shown that only its text found. */
const ROWS_PER_CHUNK = 256
/** Search files written and compressed at the same time. */
const FILES_AT_ONCE = 8
/** Target gzip bytes per shard; the shard count is capped at 4. */
const SHARD_TARGET = 120_000
/**
 * Target gzip bytes per term part: a query of two words fetches two parts, under 0.5 s on a
 * 400 kbit/s link together; the count grows with the site (the corpus: about 30, ten times it: 300).
 */
export const TERM_PART_TARGET = 12_000
/** Characters of each section the shards may keep, tried largest first. */
export const HEAD_STEPS = [400, 320, 260, 220, 180, 140]

/**
 * Packs the build's records and writes `out/search/index.json` plus content-hashed shard (and
 * tail) files. Replaces any previous `out/search/`.
 * @example await writeSearchIndex({ manifest, records, out: 'dist' })
 */
export async function writeSearchIndex(options: WriteSearchIndexOptions): Promise<SearchIndexStats> {
  const started = performance.now()
  const { records } = options
  const dir = path.join(options.out, 'search')
  await rm(dir, { recursive: true, force: true })
  await mkdir(dir, { recursive: true })
  // Each file is written as soon as it is made, not held with the others (at 70,900 pages they
  // are 270 MB of text), and measured from the disk afterwards, a few at a time on libuv's threads.
  const written: string[] = []
  const raw = new Map<string, number>()
  const { index, headChars } = packForTransport(records, options.manifest, {
    write(name, text) {
      writeFileSync(path.join(dir, name), text)
      written.push(name)
      raw.set(name, Buffer.byteLength(text))
    },
    rename(from, to) {
      renameSync(path.join(dir, from), path.join(dir, to))
      written[written.indexOf(from)] = to
      raw.set(to, raw.get(from) ?? 0)
    },
  })
  const indexText = JSON.stringify(index)
  await writeFile(path.join(dir, 'index.json'), indexText)
  written.unshift('index.json')
  raw.set('index.json', Buffer.byteLength(indexText))
  const bytes = new Map<string, { raw: number; gzip: number }>()
  for (let i = 0; i < written.length; i += FILES_AT_ONCE) {
    await Promise.all(
      written.slice(i, i + FILES_AT_ONCE).map(async (name) => {
        bytes.set(name, { raw: raw.get(name) ?? 0, gzip: await gzipFileSize(path.join(dir, name)) })
      }),
    )
  }
  const size = (names: string[]) => ({
    raw: names.reduce((n, name) => n + (bytes.get(name)?.raw ?? 0), 0),
    gzip: names.reduce((n, name) => n + (bytes.get(name)?.gzip ?? 0), 0),
  })
  const heaviest = [...index.terms.files].sort((a, b) => (bytes.get(b)?.gzip ?? 0) - (bytes.get(a)?.gzip ?? 0))
  const outlineParts = index.byTerm
    ? index.byTerm.first.map((_, i) => outlinePartFile(i, index.byTerm!))
    : index.outlineFile
      ? [index.outlineFile]
      : []
  const heaviestOutline = outlineParts.sort((a, b) => (bytes.get(b)?.gzip ?? 0) - (bytes.get(a)?.gzip ?? 0))
  const first = ['index.json', ...heaviestOutline.slice(0, 2), ...heaviest.slice(0, 2)]
  return {
    records: records.length,
    files: written.map((n) => `search/${n}`),
    bytes: size(written),
    firstResults: size(['index.json']),
    firstSearch: { ...size(first), requests: first.length },
    termParts: {
      count: index.terms.files.length,
      maxGzip: bytes.get(heaviest[0] ?? '')?.gzip ?? 0,
      gzip: size(index.terms.files).gzip,
    },
    headChars,
    ms: Math.round(performance.now() - started),
  }
}

/**
 * Splits the full text by term into parts of about TERM_PART_TARGET (gzip) each, what search
 * searches; and, for the results' snippets, picks the text transport: one file when everything fits the budget, else up to 4 shards holding the first
 * `headChars` of every section (largest that fits) and matching tails with the rest.
 * Sizes are measured only as far as each choice needs (gzipSizeUpTo), and a head is not tried when a
 * larger one that did not fit shows it cannot: a shard's head text grows at most in proportion to
 * the characters kept, so a head h weighs at least (h / H) of head H's weight. At 7,090 pages this
 * is the difference between compressing the records eight times over and about twice.
 */
export function packForTransport(
  input: SearchRecord[],
  manifest: Pick<Manifest, 'contentHash' | 'site'>,
  emit?: SearchFileSink,
): {
  index: SearchIndexManifest
  /** The files made, in order; empty when they went to `emit`. */
  files: [name: string, text: string][]
  headChars?: number
} {
  // A hosted-only site never loads the offline index: no term parts or outline either.
  const hostedOnly = manifest.site.search?.mode === 'hosted'
  const outline = outlineOf(input)
  const outlineText = JSON.stringify(outline)
  const headingsOut = !hostedOnly && gzipSizeUpTo(outlineText, OUTLINE_BUDGET) > OUTLINE_BUDGET
  const titles = { pages: outline.pages, sections: [] }
  const byTerm = headingsOut && gzipSizeUpTo(JSON.stringify(titles), TITLES_BUDGET) > TITLES_BUDGET
  // Split by term, a site's records are numbered with the pages of one title together (its
  // versions kept side by side), so that a query's best hits share chunks of rows.
  const records = byTerm ? pagesByTitle(input) : input
  let packed = packRecords(records, { shards: 1 })
  // Exact up to where the shard count stops growing (4 shards of 2 × SHARD_TARGET).
  const total = gzipSizeOfPiecesUpTo(jsonPieces(packed.shards[0]!), 8 * SHARD_TARGET)
  let headChars: number | undefined
  if (total > SINGLE_TIER_BUDGET) {
    const shards = Math.min(4, Math.ceil(total / 2 / SHARD_TARGET))
    const smallest = HEAD_STEPS[HEAD_STEPS.length - 1]
    let over: { head: number; gzip: number } | undefined
    for (const head of HEAD_STEPS) {
      if (head !== smallest && over && (over.gzip * head) / over.head > SINGLE_TIER_BUDGET) continue
      packed = packRecords(records, { shards, headChars: head })
      headChars = head
      if (head === smallest) break // the floor: taken whatever it weighs
      const gzip = shardsGzip(packed.shards, (SINGLE_TIER_BUDGET * head) / smallest)
      if (gzip <= SINGLE_TIER_BUDGET) break
      over = { head, gzip }
    }
  } else if (total > SHARD_TARGET * 1.5) {
    packed = packRecords(records, { shards: Math.min(4, Math.ceil(total / SHARD_TARGET)) })
  }
  const files: [string, string][] = []
  const sink: SearchFileSink = emit ?? {
    write: (name, text) => files.push([name, text]),
    rename: (from, to) => (files.find((file) => file[0] === from)![0] = to),
  }
  const names: string[] = []
  /** Names a file by its content and hands it on (as soon as it is made: a site's files together are large). */
  const put = (kind: string, i: number, text: string) => {
    const name = `${kind}-${i}.${hashText(text).slice(0, 10)}.json`
    names.push(name)
    sink.write(name, text)
    return name
  }
  const termOptions = { target: TERM_PART_TARGET, weigh: (text: string) => gzipSizeUpTo(text, TERM_PART_TARGET * 2) }
  const fullText = hostedOnly ? { first: [], parts: [] } : splitByTerm(records, termOptions)
  const terms = fullText.parts.map((part, i) => put('terms', i, JSON.stringify(part)))
  const shards = packed.shards.map((s, i) => put('shard', i, JSON.stringify(s)))
  const tails = packed.tails.map((t, i) => put('tail', i, JSON.stringify(t)))
  // The outline's files share one hash, over them all (index.json lists a count, not every name):
  // each is written as made under a name without it, then renamed.
  const splitHasher = createHash('sha256')
  const unnamed: [kind: string, i: number][] = []
  const putSplit = (kind: string) => (rows: OutlineRows, i: number) => {
    const text = JSON.stringify(rows)
    splitHasher.update(hashText(text))
    unnamed.push([kind, i])
    sink.write(`${kind}-${i}.json`, text)
  }
  const split = byTerm
    ? splitOutline(records, {
        ...termOptions,
        weighPieces: (pieces) => gzipSizeOfPiecesUpTo(pieces, TERM_PART_TARGET * 2),
        perChunk: ROWS_PER_CHUNK,
        leadTarget: LEAD_BUDGET,
        siteOrder: titles.pages.map(([route]) => route),
        emitPart: putSplit('outline'),
        emitChunk: putSplit('rows'),
      })
    : undefined
  const splitHash = split ? splitHasher.digest('hex').slice(0, 10) : ''
  for (const [kind, i] of unnamed) {
    const name = `${kind}-${i}.${splitHash}.json`
    sink.rename(`${kind}-${i}.json`, name)
    names.push(name)
  }
  const outlineFile = headingsOut && !byTerm ? put('outline', 0, outlineText) : undefined
  const index: SearchIndexManifest = {
    v: SEARCH_FORMAT_VERSION,
    hash: hashText(names.join('\n')).slice(0, 16),
    manifestHash: manifest.contentHash,
    outline: hostedOnly || split ? { pages: [], sections: [] } : outlineFile ? titles : outline,
    ...(outlineFile ? { outlineFile } : {}),
    ...(split
      ? {
          byTerm: {
            first: split.first,
            perChunk: ROWS_PER_CHUNK,
            chunks: split.chunks,
            hash: splitHash,
            lead: split.lead,
          },
        }
      : {}),
    terms: { first: fullText.first, files: terms },
    shards,
    tails,
    records: records.length,
    lang: manifest.site.lang,
    search: manifest.site.search ?? { mode: 'offline' },
  }
  return { index, files, headChars }
}

/** Where packForTransport hands each file as made; `rename` gives the outline's files their final names. */
export interface SearchFileSink {
  write(name: string, text: string): void
  rename(from: string, to: string): void
}

/** The shards' gzip size together, exact up to `cap` (above it, some size over `cap`). */
function shardsGzip(shards: SearchTexts[], cap: number): number {
  let sum = 0
  for (const shard of shards) {
    sum += gzipSizeOfPiecesUpTo(jsonPieces(shard), cap - sum)
    if (sum > cap) break
  }
  return sum
}

function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/**
 * `JSON.stringify(texts)` in pieces (the file's opening, then each text), so that a size measured
 * of its start never makes the whole.
 */
export function* jsonPieces(texts: SearchTexts): Generator<string> {
  // The text list is the last field: the opening is everything up to its `[`.
  const empty = JSON.stringify({ ...texts, text: [] })
  yield empty.slice(0, -2)
  let first = true
  for (const text of texts.text) {
    yield (first ? '' : ',') + JSON.stringify(text)
    first = false
  }
  yield ']}'
}

/** The gzip size of a file (as a server compresses it), read and compressed as a stream. */
async function gzipFileSize(file: string): Promise<number> {
  let size = 0
  const count = new Writable({
    write(chunk: Buffer, _encoding, done) {
      size += chunk.length
      done()
    },
  })
  await pipeline(createReadStream(file), createGzip(), count)
  return size
}
