// The offline index of a site whose titles do not come with index.json: the lead pages answer at
// once, a query's complete answer fetches its terms' outline and term parts and the row chunks of
// its best hits only, and equals what the whole outline and every part answer.

import { gzipSync } from 'node:zlib'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadOfflineIndex } from '../../../app/search/offline-index'
import { createSearchEngine } from '../../../manifest/search/search-engine'
import { isStopWord, splitWords } from '../../../manifest/search/query-terms'
import type { OutlineRows, SearchIndexManifest, TermPart } from '../../../manifest/search/types'
import { rowRecords } from '../../../manifest/search/outline-parts'
import { LEAD_BUDGET, packForTransport } from '../../../tools/publish/write-search-index'
import { largeSiteRecords } from '../../support/large-site-records'

const records = largeSiteRecords(3500)
const { index, files } = packForTransport(records, {
  contentHash: 'c0ffee',
  site: { lang: 'en-US', search: { mode: 'offline' } } as never,
})
const byName = new Map(files)

/** Names of the search files asked for. */
let fetched: string[] = []
beforeAll(() => {
  vi.stubGlobal('fetch', async (url: string) => {
    const name = url.replace('/docs/search/', '')
    fetched.push(name)
    const text = byName.get(name)
    return new Response(text ?? 'missing', { status: text ? 200 : 404 })
  })
})
afterEach(() => (fetched = []))

/**
 * What the whole outline (every chunk's rows, in the index's numbering) and every term part answer,
 * as a site small enough for index.json to carry its outline would.
 */
const whole = createSearchEngine(
  files
    .filter(([name]) => name.startsWith('rows-'))
    .flatMap(([, text]) => rowRecords(JSON.parse(text) as OutlineRows))
    .sort((a, b) => a[0] - b[0])
    .map(([, record]) => record),
)
for (const name of index.terms.files) whole.addTermPart(JSON.parse(byName.get(name)!) as TermPart)

/** Queries of every kind: title words, heading words, words of the text alone, two words, a typo. */
function queries(): string[] {
  const pick = (i: number, field: 'lvl0' | 'lvl1' | 'content') =>
    splitWords(records[(i * 7919) % records.length][field] ?? '').filter((w) => !isStopWord(w) && !/\d/.test(w))
  const found: string[] = ['webhook', 'job options', 'node executor', 'passphrase', 'webhok']
  for (let i = 1; found.length < 45; i++) {
    const [title] = pick(i, 'lvl0')
    const [heading] = pick(i, 'lvl1')
    const text = pick(i, 'content')
    if (title) found.push(title)
    if (heading) found.push(heading)
    if (text.length > 3) found.push(text[3], `${text[1]} ${text[2]}`)
  }
  return found
}

describe('app/search/offline-index-by-term', () => {
  it('is how a site too large for its titles in index.json ships its outline, its pages numbered by title', () => {
    const chunkRoutes = files
      .filter(([name]) => name.startsWith('rows-'))
      .sort(([a], [b]) => parseInt(a.slice(5)) - parseInt(b.slice(5)))
      .flatMap(([, text]) => (JSON.parse(text) as OutlineRows).pages.map(([, title]) => title))
    expect(chunkRoutes).toEqual([...chunkRoutes].sort())
    expect(index.byTerm).toBeDefined()
    expect(index.outline).toEqual({ pages: [], sections: [] })
    expect(index.outlineFile).toBeUndefined()
    expect(gzipSync(JSON.stringify(index)).length).toBeLessThanOrEqual(LEAD_BUDGET + 2_000)
  })

  it("answers from the lead pages at once, and once complete exactly as the whole outline does, fetching only the query's files", async () => {
    const offline = loadOfflineIndex('/docs/', index as SearchIndexManifest)
    let chunksRead = 0
    for (const query of queries()) {
      fetched = []
      // Each step settles on its own: parts, then the chunks of the best hits (a few steps at most).
      let steps = 0
      for (let pending = offline.complete(query); pending; pending = offline.complete(query)) {
        await pending
        steps += 1
      }
      expect(steps, query).toBeLessThanOrEqual(4)
      expect(
        offline.search(query).map((h) => h.url),
        query,
      ).toEqual(whole.search(query).map((h) => h.url))
      // Its terms' parts (two of each kind at most for two words) and the chunks of its best hits.
      expect(fetched.filter((n) => n.startsWith('outline-')).length, query).toBeLessThanOrEqual(2)
      expect(fetched.filter((n) => n.startsWith('terms-')).length, query).toBeLessThanOrEqual(2)
      expect(fetched.filter((n) => n.startsWith('rows-')).length, query).toBeLessThanOrEqual(50)
      chunksRead += fetched.filter((n) => n.startsWith('rows-')).length
    }
    // Some queries' best hits are found in their text alone: their rows come from chunks.
    expect(chunksRead).toBeGreaterThan(0)
    expect(chunksRead).toBeLessThan(index.byTerm!.chunks)
  })

  it('finds a lead page by its title before any file is read', () => {
    const offline = loadOfflineIndex('/docs/', index as SearchIndexManifest)
    const [route, title] = index.byTerm!.lead.pages[3]
    const hits = offline.search(title)
    expect(hits.map((h) => h.url.split('#')[0])).toContain(route)
    expect(fetched).toEqual([])
  })
})
