// The page's side of the offline index: titles and headings answer at once, the sections' text
// joins when its shards arrive, and the same answers come when the worker is missing or fails.

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

/** Serves the search files; the shards and the outline file wait until `releaseShards` is called. */
let releaseShards = () => {}
beforeEach(() => {
  const held = new Promise<void>((resolve) => (releaseShards = resolve))
  const byName = new Map([...files, ['outline-0.json', JSON.stringify(index.outline)]])
  vi.stubGlobal('fetch', async (url: string) => {
    const name = url.replace('/docs/search/', '')
    if (name.startsWith('shard-') || name.startsWith('outline-')) await held
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
    it(`answers titles and headings first, then the full text: ${name}`, async () => {
      workerQueries = 0
      setUp()
      const offline = startOfflineSearch('/docs/', index, 'runtime.js')
      expect(urls(await offline.search('smtp'))).toEqual(['/mail#smtp-server'])
      expect(await offline.search('cron')).toEqual([])
      expect(offline.textsIn()).toBe(false)
      releaseShards()
      await offline.texts
      expect(offline.textsIn()).toBe(true)
      expect(urls(await offline.search('cron'))).toEqual(['/schedules'])
      expect((await offline.search('port'))[0]).toMatchObject({ url: '/mail#smtp-server', content: records[1].content })
      expect(workerQueries > 0).toBe(inWorker)
    })
  }

  it('answers page titles first when index.json has no headings, then headings and text', async () => {
    stubWorker()
    const offline = startOfflineSearch('/docs/', titlesFirst, 'runtime.js')
    expect(urls(await offline.search('mail'))).toEqual(['/mail'])
    expect(await offline.search('smtp')).toEqual([])
    releaseShards()
    await offline.texts
    expect(urls(await offline.search('smtp'))).toEqual(['/mail#smtp-server'])
    expect(urls(await offline.search('cron'))).toEqual(['/schedules'])
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
