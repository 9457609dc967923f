// The page's side of the offline index: titles and headings answer at once, a query's complete
// results once its terms' parts arrive (only those are fetched), the snippets' text after, and the
// same answers come when the worker is missing or fails.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startOfflineSearch } from '../../../app/search/offline-search'
import {
  serveOfflineSearch,
  type SearchWorkerMessage,
  type SearchWorkerRequest,
} from '../../../app/search/offline-worker'
import { keepShownHits } from '../../../app/search/keep-shown-hits'
import type { SearchHit, SearchRecord } from '../../../manifest/search/types'
import { packForTransport } from '../../../tools/publish/write-search-index'
import { partsOfQuery } from '../../../manifest/search/term-parts'

const records: SearchRecord[] = [
  { url: '/mail', lvl0: 'Mail', content: 'Notifications go out by mail.' },
  { url: '/mail#smtp-server', lvl0: 'Mail', lvl1: 'SMTP server', content: 'Set the host and port.' },
  { url: '/schedules', lvl0: 'Schedules', content: 'A job may run on a cron expression.' },
]
const { index, files } = packForTransport(records, {
  contentHash: 'c0ffee',
  site: { lang: 'en-US', search: { mode: 'offline' } } as never,
})

/** The same index as a large site ships it: the titles in index.json, the outline in a file. */
const titlesFirst = { ...index, outline: { pages: index.outline.pages, sections: [] }, outlineFile: 'outline-0.json' }

/** Serves the search files; the term parts and the outline file wait until `releaseParts` is called. */
let releaseParts = () => {}
/** Names of the search files asked for. */
let fetched: string[] = []
beforeEach(() => {
  fetched = []
  const held = new Promise<void>((resolve) => (releaseParts = resolve))
  const byName = new Map([...files, ['outline-0.json', JSON.stringify(index.outline)]])
  vi.stubGlobal('fetch', async (url: string) => {
    const name = url.replace('/docs/search/', '')
    fetched.push(name)
    if (name.startsWith('terms-') || name.startsWith('outline-')) await held
    const text = byName.get(name)
    return new Response(text ?? 'missing', { status: text ? 200 : 404 })
  })
})
afterEach(() => vi.unstubAllGlobals())

/** Queries the stand-in worker answered itself. */
let workerQueries = 0

/** A stand-in Worker running the worker's code in this thread; `failAtLoad` makes it give up at once. */
function stubWorker(failAtLoad = false) {
  workerQueries = 0
  class StandIn {
    onmessage: ((event: { data: SearchWorkerMessage }) => void) | null = null
    onerror: (() => void) | null = null
    private readonly scope = {
      onmessage: null as ((event: MessageEvent<SearchWorkerRequest>) => void) | null,
      postMessage: (message: SearchWorkerMessage) => {
        if (message.kind === 'hits') workerQueries += 1
        setTimeout(() => this.onmessage?.({ data: structuredClone(message) }))
      },
    }
    constructor() {
      serveOfflineSearch(this.scope)
    }
    postMessage(request: SearchWorkerRequest) {
      if (failAtLoad && request.kind === 'load') {
        this.scope.postMessage({ kind: 'failed', message: 'no engine here' })
        return
      }
      setTimeout(() => this.scope.onmessage?.({ data: structuredClone(request) } as MessageEvent<SearchWorkerRequest>))
    }
    terminate() {}
  }
  vi.stubGlobal('Worker', StandIn)
}

const urls = (hits: SearchHit[]) => hits.map((hit) => hit.url)

describe('app/search/offline-search', () => {
  for (const [name, setUp, inWorker] of [
    ['in the worker', () => stubWorker(), true],
    ['on the page when the worker fails at once', () => stubWorker(true), false],
    ['on the page when there is no worker', () => vi.stubGlobal('Worker', undefined), false],
  ] as const) {
    it(`answers titles and headings first, then the complete results once the query's part is in: ${name}`, async () => {
      workerQueries = 0
      setUp()
      const offline = startOfflineSearch('/docs/', index, 'runtime.js')
      // The heading answers at once, before any part of the text is in.
      const smtp = await offline.search('smtp')
      expect(urls(smtp.hits)).toEqual(['/mail#smtp-server'])
      // "mail" is in a text too: the title answers first, the part completes it.
      const mail = await offline.search('mail')
      expect(urls(mail.hits)).toEqual(['/mail'])
      expect(mail.pending).toBeDefined()
      const cron = await offline.search('cron')
      expect(cron.hits).toEqual([])
      releaseParts()
      await cron.pending
      const complete = await offline.search('cron')
      expect(urls(complete.hits)).toEqual(['/schedules'])
      expect(complete.pending).toBeUndefined()
      // The snippets' text follows the complete results.
      await vi.waitFor(async () => {
        expect((await offline.search('port')).hits[0]).toMatchObject({
          url: '/mail#smtp-server',
          content: records[1].content,
        })
      })
      expect(workerQueries > 0).toBe(inWorker)
    })
  }

  it("fetches only the parts of the query's terms", async () => {
    stubWorker()
    const many = packForTransport(
      Array.from({ length: 400 }, (_, i) => ({
        url: `/p${i}`,
        lvl0: `Page ${i}`,
        content: `word${i}x alpha${i} ${Array.from({ length: 30 }, (_, j) => (i * 31 + j * 7919).toString(36)).join(' ')}`,
      })),
      { contentHash: 'c0ffee', site: { lang: 'en-US', search: { mode: 'offline' } } as never },
    )
    expect(many.index.terms.files.length).toBeGreaterThan(3)
    const byName = new Map(many.files)
    vi.stubGlobal('fetch', async (url: string) => {
      const name = url.replace('/docs/search/', '')
      fetched.push(name)
      return new Response(byName.get(name) ?? 'missing', { status: byName.has(name) ? 200 : 404 })
    })
    const offline = startOfflineSearch('/docs/', many.index, 'runtime.js')
    const answer = await offline.search('word7x')
    await answer.pending
    expect(urls((await offline.search('word7x')).hits)).toEqual(['/p7'])
    const part = many.index.terms.files[partsOfQuery('word7x', many.index.terms)[0]]
    expect(fetched.filter((name) => name.startsWith('terms-'))).toEqual([part])
  })

  it('answers page titles first when index.json has no headings, then headings and text', async () => {
    stubWorker()
    const offline = startOfflineSearch('/docs/', titlesFirst, 'runtime.js')
    expect(urls((await offline.search('mail')).hits)).toEqual(['/mail'])
    const smtp = await offline.search('smtp')
    expect(smtp.hits).toEqual([])
    releaseParts()
    await smtp.pending
    expect(urls((await offline.search('smtp')).hits)).toEqual(['/mail#smtp-server'])
    const cron = await offline.search('cron')
    await cron.pending
    expect(urls((await offline.search('cron')).hits)).toEqual(['/schedules'])
  })
})

describe('app/search/keep-shown-hits', () => {
  const hit = (url: string, content = ''): SearchHit => ({ url, hierarchy: { lvl0: url }, content })
  it('keeps the shown hits as they were and adds only pages not shown yet', () => {
    const shown = [hit('/a'), hit('/b#x')]
    const fuller = [hit('/c', 'c'), hit('/a#y', 'y'), hit('/b#x', 'x'), hit('/d', 'd')]
    expect(keepShownHits(shown, fuller)).toEqual([hit('/a'), hit('/b#x'), hit('/c', 'c'), hit('/d', 'd')])
  })
})
