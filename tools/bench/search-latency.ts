// Query latency of a built site's offline search index, in Node: the engine built from the index
// files as the browser gets them, then a few hundred realistic queries timed in three rounds.

import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { createSearchEngine } from '../../manifest/search/search-engine'
import { unpackRecords } from '../../manifest/search/pack-shards'
import type { SearchIndexManifest, SearchOutline, SearchTexts, TermPart } from '../../manifest/search/types'
import { benchQueries } from './search-bench-queries'
import { typoCases, typoRecall, type TypoRecall } from './typo-recall'

/** What the latency measurement found. */
export interface SearchLatency {
  /**
   * Building the engine from the outline (titles and headings), adding every term part (the
   * browser adds only a query's), then the shards' and tails' texts (for snippets).
   */
  outlineMs: number
  engineMs: number
  tailMs: number
  queries: number
  /** Of the median round (the machine is shared, single rounds are noisy). */
  p50: number
  p95: number
  /** Titles searched as typed and with one typing error: recall@5 of each. */
  typos: TypoRecall
}

/** Measures the search index written into `out/search/`. */
export async function measureSearchLatency(out: string): Promise<SearchLatency> {
  const read = async (name: string) => JSON.parse(await readFile(path.join(out, 'search', name), 'utf8')) as unknown
  const index = (await read('index.json')) as SearchIndexManifest
  const parts = (await Promise.all(index.terms.files.map(read))) as TermPart[]
  const shards = (await Promise.all(index.shards.map(read))) as SearchTexts[]
  const tails = (await Promise.all(index.tails.map(read))) as SearchTexts[]
  // On a large site index.json has the titles only, and the outline file the headings.
  const outline = index.outlineFile ? ((await read(index.outlineFile)) as SearchOutline) : index.outline
  let t = performance.now()
  const engine = createSearchEngine(unpackRecords(outline))
  const outlineMs = performance.now() - t
  for (const part of parts) engine.addTermPart(part)
  const engineMs = performance.now() - t
  t = performance.now()
  for (const file of [...shards, ...tails]) engine.addTexts(file.text, file.from)
  const tailMs = performance.now() - t
  const records = unpackRecords(outline, shards, tails)
  const queries = benchQueries(records)
  for (const q of queries) engine.search(q)
  const rounds = [0, 1, 2].map(() => {
    const times = queries.map((q) => {
      const s = performance.now()
      engine.search(q)
      return performance.now() - s
    })
    times.sort((a, b) => a - b)
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!
    return { p50: at(0.5), p95: at(0.95) }
  })
  rounds.sort((a, b) => a.p95 - b.p95)
  const typos = typoRecall(engine, typoCases(records))
  return { outlineMs, engineMs, tailMs, queries: queries.length, ...rounds[1]!, typos }
}
