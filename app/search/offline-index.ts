// Loads the offline index: index.json, then every shard in parallel (or from IndexedDB), then tails on idle.

import { createSearchEngine, type SearchEngine } from '../../manifest/search/search-engine'
import { isSearchShard, isSearchTail, tailTexts, unpackRecords } from '../../manifest/search/pack-shards'
import type { SearchIndexManifest } from '../../manifest/search/types'
import { readCachedIndex, writeCachedIndex } from './idb-cache'
import { whenIdle } from '../lib/schedule'

/** Records handed to the engine per idle slice while tails are added (keeps the main thread responsive). */
const TAIL_SLICE = 250

/** A loaded engine and the index description it came from. */
export interface OfflineIndex {
  engine: SearchEngine
  index: SearchIndexManifest
  /** Settles when the tails (if any) are in the engine. */
  complete: Promise<void>
}

/** Fetches and validates `search/index.json` under the base (revalidated on every visit: it is tiny). */
export async function fetchIndexManifest(base: string): Promise<SearchIndexManifest> {
  const response = await fetch(`${base}search/index.json`, { cache: 'no-cache' })
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`)
  const index = (await response.json()) as SearchIndexManifest
  if (index?.v !== 1 || !Array.isArray(index.shards)) {
    throw new Error('search index: unsupported format')
  }
  return index
}

/** Builds the engine from cache or network; tails arrive in the background. */
export async function loadOfflineIndex(base: string, index: SearchIndexManifest): Promise<OfflineIndex> {
  const cached = await readCachedIndex(index.hash)
  const shardTexts = cached?.shards ?? (await fetchAll(base, index.shards))
  const shards = shardTexts.map((text) => JSON.parse(text) as unknown)
  if (!shards.every(isSearchShard)) throw new Error('search index: bad shard')
  const engine = createSearchEngine(unpackRecords(shards))
  const complete = (async () => {
    if (!cached) await writeCachedIndex({ hash: index.hash, shards: shardTexts })
    const tailTextsRaw = cached?.tails ?? (index.tails.length ? await fetchAll(base, index.tails) : [])
    const tails = tailTextsRaw.map((text) => JSON.parse(text) as unknown)
    if (!tails.every(isSearchTail)) throw new Error('search index: bad tail')
    const texts = tailTexts(tails)
    for (let start = 0; start < texts.length; start += TAIL_SLICE) {
      await idle()
      engine.extend(texts.slice(start, start + TAIL_SLICE), start)
    }
    if (index.tails.length && !cached?.tails) {
      await writeCachedIndex({ hash: index.hash, shards: shardTexts, tails: tailTextsRaw })
    }
  })()
  complete.catch(() => undefined)
  return { engine, index, complete }
}

/** All files at once: a few parallel requests, never a chain. */
function fetchAll(base: string, names: string[]): Promise<string[]> {
  return Promise.all(
    names.map(async (name) => {
      const response = await fetch(`${base}search/${name}`)
      if (!response.ok) throw new Error(`search index: HTTP ${response.status} for ${name}`)
      return response.text()
    }),
  )
}

function idle(): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve, 200))
}
