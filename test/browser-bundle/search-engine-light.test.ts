// The search engine as the browser bundle builds it (FlexSearch's light build, esbuild.config.ts)
// answers as Node's does (the full build): the same hits in the same order, for titles typed
// whole, as prefixes and with one typing error, and for words of the full text, at every stage
// the browser goes through (titles, the whole outline, term parts, snippets' texts).

import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browserBundled } from '../support/browser-bundled'
import * as direct from '../../manifest/search/search-engine'
import { titleRecords, unpackRecords } from '../../manifest/search/pack-shards'
import type { SearchOutline, SearchRecord, SearchTexts, TermPart } from '../../manifest/search/types'
import { loadManifest } from '../../tools/publish/write-manifest'
import { packForTransport } from '../../tools/publish/write-search-index'
import { typoCases } from '../../tools/bench/typo-recall'

type Engine = typeof direct

const DOCS_SRC = path.resolve(import.meta.dirname, '../../docs-src')

describe('search engine in the browser bundle (FlexSearch light build)', () => {
  let dir: string
  let bundled: Engine
  let inputs: string[]
  let records: SearchRecord[]
  let packed: ReturnType<typeof packForTransport>

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'search-light-'))
    ;({ module: bundled, inputs } = await browserBundled<Engine>('manifest/search/search-engine.ts', dir))
    const loaded = await loadManifest({ src: DOCS_SRC })
    records = loaded.records
    packed = packForTransport(records, loaded.manifest)
  }, 120_000)

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('bundles the light build, not the full one', () => {
    expect(inputs.some((i) => i.includes('flexsearch/dist/flexsearch.light.module.min.js'))).toBe(true)
    expect(inputs.some((i) => i.includes('flexsearch.bundle'))).toBe(false)
  })

  /** The queries: 100 titles as typed, with one typing error and their first 3 letters; words of the full text. */
  function queries(): string[] {
    const cases = typoCases(records, 100)
    expect(cases.length).toBeGreaterThan(50)
    const words = [
      'webhook',
      'acl policy',
      'job options',
      'node executor',
      'key storage',
      'retry',
      'cluster',
      'x-rundeck-auth-token',
      'framework.server.url',
      'log4shell',
    ]
    return [...cases.flatMap((c) => [c.exact, c.typo, c.exact.slice(0, 3)]), ...words]
  }

  it('answers every query as the full build does, at each stage of loading', () => {
    const { index, files } = packed
    const text = (name: string) => files.find(([n]) => n === name)![1]
    const outline = index.outlineFile ? (JSON.parse(text(index.outlineFile)) as SearchOutline) : index.outline
    const stages: Array<(engines: direct.SearchEngine[]) => void> = [
      () => undefined,
      (engines) => {
        for (const name of index.terms.files) for (const e of engines) e.addTermPart(JSON.parse(text(name)) as TermPart)
      },
      (engines) => {
        for (const name of [...index.shards, ...index.tails]) {
          const texts = JSON.parse(text(name)) as SearchTexts
          for (const e of engines) e.addTexts(texts.text, texts.from)
        }
      },
    ]
    const asked = queries()
    const compare = (engines: direct.SearchEngine[]) => {
      for (const query of asked) expect(engines[1]!.search(query), query).toEqual(engines[0]!.search(query))
    }
    // The titles alone (what index.json holds on a large site).
    compare([
      direct.createSearchEngine(titleRecords(index.outline)),
      bundled.createSearchEngine(titleRecords(index.outline)),
    ])
    const engines = [
      direct.createSearchEngine(unpackRecords(outline)),
      bundled.createSearchEngine(unpackRecords(outline)),
    ]
    let hits = 0
    for (const stage of stages) {
      stage(engines)
      compare(engines)
      hits += asked.filter((q) => engines[0]!.search(q).length > 0).length
    }
    // Not a comparison of two empty answers.
    expect(hits).toBeGreaterThan(asked.length * 2)
  }, 120_000)
})
