// The offline index of a site too large for its titles to come with index.json: the engine starts
// from the lead pages' tops (index.json), and a query loads its terms' outline parts (the rows of
// the titles, routes and headings holding them) and term parts (the full text), then the row
// chunks of its best hits that only their text matched: each step settles the query's pending
// answer, and the asker asks again for the next.

import { createSearchEngine } from '../../manifest/search/search-engine'
import { isOutlineRows, outlinePartFile, rowChunkFile } from '../../manifest/search/outline-parts'
import { isTermPart, partsOfQuery } from '../../manifest/search/term-parts'
import type { OutlineByTerm, SearchIndexManifest } from '../../manifest/search/types'
import type { OfflineIndex } from './offline-index-shape'
import { searchFileReader, snippetTexts } from './search-files'

/** How many of a query's best hits must have their rows before its answer is complete (what the engine answers at most). */
const ROWS_OF_BEST = 50

/** The offline index of `index`, whose outline is split by term (`byTerm`). */
export function loadOfflineIndexByTerm(base: string, index: SearchIndexManifest, byTerm: OutlineByTerm): OfflineIndex {
  const engine = createSearchEngine([], index.records)
  engine.addRows(byTerm.lead)
  const read = searchFileReader(base, index)
  /** Files being read or added, by name; a failed one is asked for again by the next query needing it. */
  const loading = new Map<string, Promise<void>>()
  const added = new Set<string>()
  const load = (name: string) => {
    let file = loading.get(name)
    if (!file) {
      file = read(name).then((text) => {
        const parsed = JSON.parse(text) as unknown
        if (isTermPart(parsed)) engine.addTermPart(parsed)
        else if (isOutlineRows(parsed)) engine.addRows(parsed)
        else throw new Error(`search index: bad file ${name}`)
        added.add(name)
      })
      file.catch(() => loading.delete(name))
      loading.set(name, file)
    }
    return file
  }
  /** The files `term`'s answer lacks: its terms' parts, else the row chunks of its best hits. */
  const lacking = (term: string) => {
    const parts = [
      ...partsOfQuery(term, byTerm).map((i) => outlinePartFile(i, byTerm)),
      ...partsOfQuery(term, index.terms).map((i) => index.terms.files[i]),
    ].filter((name) => !added.has(name))
    if (parts.length) return parts
    const chunks = new Set(engine.rowless(term, ROWS_OF_BEST).map((id) => rowChunkFile(id, byTerm)))
    return [...chunks].filter((name) => !added.has(name))
  }
  const loadTexts = snippetTexts(index, read, () => engine)
  return {
    provisional: true,
    search: (term) => engine.search(term),
    complete(term) {
      const files = lacking(term)
      if (!files.length) {
        loadTexts()
        return undefined
      }
      // One step at a time, each answered on its own: the parts (their titles and headings are
      // hits at once), then the chunks of the best hits found in text alone, until all of those
      // have rows (each step reads files not read before: it ends).
      return Promise.all(files.map(load)).then(() => undefined)
    },
  }
}
