// The offline index's files as its loaders read them: from IndexedDB's copy when the index has not
// changed, else from the network (and then saved); and the sections' texts handed to the engine a
// slice per idle period.

import { isSearchTexts } from '../../manifest/search/pack-shards'
import type { SearchEngine } from '../../manifest/search/search-engine'
import type { SearchIndexManifest, SearchTexts } from '../../manifest/search/types'
import { readCachedIndex, writeCachedFile } from './idb-cache'
import { whenIdle } from '../dom/schedule'

/** Records' texts handed to the engine per idle slice (keeps the main thread responsive). */
const TEXT_SLICE = 250

/** Reads a file under `search/` (at low priority for what no query waits on). */
export type SearchFileReader = (name: string, priority?: RequestPriority) => Promise<string>

/** The reader of `index`'s files: the cached copy first, else the network (then cached). */
export function searchFileReader(base: string, index: SearchIndexManifest): SearchFileReader {
  const cached = readCachedIndex(index.hash)
  return async (name, priority = 'high') => {
    const saved = (await cached)?.files[name]
    if (saved !== undefined) return saved
    const response = await fetch(`${base}search/${name}`, { priority })
    if (!response.ok) throw new Error(`search index: HTTP ${response.status} for ${name}`)
    const text = await response.text()
    void writeCachedFile(index.hash, name, text)
    return text
  }
}

/**
 * Starts reading the snippets' texts (shards, then tails) at low priority into the engine `current`
 * names when each arrives; once per index. Never ahead of a query's own files: called after them.
 */
export function snippetTexts(index: SearchIndexManifest, read: SearchFileReader, current: () => SearchEngine) {
  let texts: Promise<void> | undefined
  return () => {
    texts ??= (async () => {
      for (const name of [...index.shards, ...index.tails]) await addTexts(current(), await read(name, 'low'))
    })()
    texts.catch(() => undefined)
  }
}

/** Parses one shard or tail file and adds its texts to the engine, a slice per idle period. */
async function addTexts(engine: SearchEngine, json: string): Promise<void> {
  const file = JSON.parse(json) as unknown
  if (!isSearchTexts(file)) throw new Error('search index: bad text file')
  const { from, text }: SearchTexts = file
  for (let start = 0; start < text.length; start += TEXT_SLICE) {
    await idle()
    engine.addTexts(text.slice(start, start + TEXT_SLICE), from + start)
  }
}

/** The page's idle time; in a worker (no idle callbacks there), the next task, so queries come first. */
function idle(): Promise<void> {
  return new Promise((resolve) =>
    typeof requestIdleCallback === 'function' ? whenIdle(resolve, 200) : setTimeout(resolve),
  )
}
