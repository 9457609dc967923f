// Loads the offline index in tiers: titles and headings from index.json at once, then the shards'
// section text (or IndexedDB's copy), then the tails on idle, each added to the one engine.

import { createSearchEngine, type SearchEngine } from '../../manifest/search/search-engine'
import { isSearchOutline, isSearchTexts, titleRecords, unpackRecords } from '../../manifest/search/pack-shards'
import type { SearchHit, SearchIndexManifest, SearchTexts } from '../../manifest/search/types'
import { readCachedIndex, writeCachedIndex } from './idb-cache'
import { whenIdle } from '../dom/schedule'

/** Records' texts handed to the engine per idle slice (keeps the main thread responsive). */
const TEXT_SLICE = 250

/** An engine that answers from titles and headings now and grows as the texts arrive. */
export interface OfflineIndex {
  /** Best records first (from what has arrived so far). */
  search(term: string): SearchHit[]
  /** Settles when every heading and section text (its head, when tails exist) is searchable. */
  texts: Promise<void>
  /** Settles when the tails (if any) are in the engine too. */
  complete: Promise<void>
}

/**
 * Builds the engine from the outline (on a large site, from the titles first, then again from the
 * outline file), then adds the shards' texts (from the cache or the network, in file order, so the
 * engine ends up as one built from every text at once) and the tails.
 */
export function loadOfflineIndex(base: string, index: SearchIndexManifest): OfflineIndex {
  const { outline, outlineFile } = index
  let engine = createSearchEngine(outlineFile ? titleRecords(outline) : unpackRecords(outline))
  const cached = readCachedIndex(index.hash)
  const shards = (async () => {
    const whole = outlineFile ? fetchEach(base, [outlineFile])[0] : undefined
    const saved = await cached
    const files = saved?.shards.map((text) => Promise.resolve(text)) ?? fetchEach(base, index.shards)
    if (whole) {
      const parsed = JSON.parse(await whole) as unknown
      if (!isSearchOutline(parsed)) throw new Error('search index: bad outline file')
      engine = createSearchEngine(unpackRecords(parsed))
    }
    for (const file of files) await addTexts(engine, await file)
    const texts = await Promise.all(files)
    if (!saved) await writeCachedIndex({ hash: index.hash, shards: texts })
    return texts
  })()
  const complete = (async () => {
    const texts = await shards
    const saved = (await cached)?.tails
    const tails = saved ?? (await Promise.all(fetchEach(base, index.tails)))
    for (const file of tails) await addTexts(engine, file)
    if (tails.length && !saved) await writeCachedIndex({ hash: index.hash, shards: texts, tails })
  })()
  const texts = shards.then(() => undefined)
  texts.catch(() => undefined)
  complete.catch(() => undefined)
  return { search: (term) => engine.search(term), texts, complete }
}

/** Parses one shard or tail file and adds its texts to the engine, a slice per idle period. */
async function addTexts(engine: SearchEngine, json: string): Promise<void> {
  const file = JSON.parse(json) as unknown
  if (!isSearchTexts(file)) throw new Error('search index: bad text file')
  const { from, text }: SearchTexts = file
  for (let start = 0; start < text.length; start += TEXT_SLICE) {
    await idle()
    engine.extend(text.slice(start, start + TEXT_SLICE), from + start)
  }
}

/** All files requested at once (a few parallel requests, never a chain); one promise per file. */
function fetchEach(base: string, names: string[]): Promise<string>[] {
  return names.map((name) => {
    const text = fetch(`${base}search/${name}`).then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status} for ${name}`)
      return response.text()
    })
    // Awaited in order: a later file that fails first must not count as unhandled meanwhile.
    text.catch(() => undefined)
    return text
  })
}

/** The page's idle time; in a worker (no idle callbacks there), the next task, so queries come first. */
function idle(): Promise<void> {
  return new Promise((resolve) =>
    typeof requestIdleCallback === 'function' ? whenIdle(resolve, 200) : setTimeout(resolve),
  )
}
