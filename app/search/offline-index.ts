// Loads the offline index as queries need it: titles and headings from index.json at once, then
// for each query the parts of the full text its terms need (or IndexedDB's copy), each added to the
// one engine; the sections' text for snippets comes after, at low priority.

import { createSearchEngine } from '../../manifest/search/search-engine'
import { isSearchOutline, titleRecords, unpackRecords } from '../../manifest/search/pack-shards'
import { isTermPart, partsOfQuery } from '../../manifest/search/term-parts'
import type { SearchIndexManifest, TermPart } from '../../manifest/search/types'
import { searchFileReader, snippetTexts } from './search-files'
import { loadOfflineIndexByTerm } from './offline-index-by-term'
import type { OfflineIndex } from './offline-index-shape'

/**
 * Builds the engine from the outline (on a large site, from the titles first, then again from the
 * outline file when it arrives; on a larger one, from the rows a query needs: offline-index-by-term.ts);
 * a query's term parts come from the cache or the network, and once a query's answer is complete,
 * the sections' texts for snippets (shards, then tails) follow.
 */
export function loadOfflineIndex(base: string, index: SearchIndexManifest): OfflineIndex {
  if (index.byTerm) return loadOfflineIndexByTerm(base, index, index.byTerm)
  const { outline, outlineFile, terms } = index
  let engine = createSearchEngine(outlineFile ? titleRecords(outline) : unpackRecords(outline))
  /** The term parts added, to add again when the outline file's engine replaces the titles' one. */
  const added: { parts: string[] } = { parts: [] }
  const read = searchFileReader(base, index)
  const outlineIn = (async () => {
    if (!outlineFile) return
    const parsed = JSON.parse(await read(outlineFile)) as unknown
    if (!isSearchOutline(parsed)) throw new Error('search index: bad outline file')
    const whole = createSearchEngine(unpackRecords(parsed))
    // The parts that arrived meanwhile join the new engine (the texts come only after it).
    for (const text of added.parts) whole.addTermPart(JSON.parse(text) as TermPart)
    engine = whole
  })()
  let outlineSettled = !outlineFile
  outlineIn.then(
    () => (outlineSettled = true),
    () => undefined,
  )
  const parts = new Map<number, Promise<void>>()
  const part = (i: number) => {
    let loading = parts.get(i)
    if (!loading) {
      loading = read(terms.files[i]).then((text) => {
        const parsed = JSON.parse(text) as unknown
        if (!isTermPart(parsed)) throw new Error('search index: bad term part')
        engine.addTermPart(parsed)
        added.parts.push(text)
      })
      // A failed part is asked for again by the next query that needs it.
      loading.catch(() => parts.delete(i))
      parts.set(i, loading)
    }
    return loading
  }
  const done = new Set<number>()
  /** The snippets' texts, once, after the first complete answer (never ahead of a query's parts). */
  const loadTexts = snippetTexts(index, read, () => engine)
  return {
    provisional: false,
    search: (term) => engine.search(term),
    complete(term) {
      const needed = partsOfQuery(term, terms)
      const missing = needed.filter((i) => !done.has(i))
      if (!missing.length && (!outlineFile || outlineSettled)) {
        loadTexts()
        return undefined
      }
      return Promise.all([outlineIn, ...missing.map((i) => part(i).then(() => done.add(i)))]).then(() => {
        loadTexts()
      })
    },
  }
}
