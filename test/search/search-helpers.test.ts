// Pure search helpers: packing round trip, hit routes, grouping, highlighting, query terms, typo distance.

import { describe, expect, it } from 'vitest'
import { groupHits } from '../../manifest/search/group-hits'
import { highlightParts, snippetParts } from '../../manifest/search/highlight'
import { hitRoute } from '../../manifest/search/hit-route'
import { isSearchShard, packRecords, tailTexts, unpackRecords } from '../../manifest/search/pack-shards'
import { queryTerms, withinOneEdit } from '../../manifest/search/query-terms'
import type { SearchRecord } from '../../manifest/search/types'

const records: SearchRecord[] = [
  { url: '/a', lvl0: 'A', content: 'alpha beta gamma delta epsilon' },
  { url: '/a#x', lvl0: 'A', lvl1: 'X', content: 'short' },
  { url: '/b', lvl0: 'B', content: 'b '.repeat(50).trim() },
  { url: '/c/', lvl0: 'C', content: '' },
  { url: '/c/#y', lvl0: 'C', lvl1: 'Y', content: 'why' },
]

describe('manifest/search/pack-shards', () => {
  it('round-trips records through shards, keeping pages whole', () => {
    const packed = packRecords(records, { shards: 2 })
    expect(packed.shards).toHaveLength(2)
    expect(packed.tails).toEqual([])
    expect(packed.shards.every(isSearchShard)).toBe(true)
    for (const shard of packed.shards) {
      const routes = shard.pages.map((p) => p[0])
      expect(new Set(routes).size).toBe(routes.length)
    }
    expect(unpackRecords(packed.shards)).toEqual(records)
  })

  it('splits long texts into heads and tails that join back exactly', () => {
    const packed = packRecords(records, { shards: 3, headChars: 12 })
    expect(packed.tails).toHaveLength(packed.shards.length)
    const heads = unpackRecords(packed.shards)
    expect(heads[0].content).toBe('alpha beta')
    expect(tailTexts(packed.tails)[0]).toBe('gamma delta epsilon')
    expect(unpackRecords(packed.shards, packed.tails)).toEqual(records)
  })
})

describe('manifest/search/hit-route', () => {
  it('turns hosted and offline urls into routes (the /docs prefix removed)', () => {
    expect(hitRoute('https://h.example/docs/manual/jobs.html#opt', '/docs/')).toEqual({
      route: '/manual/jobs',
      hash: 'opt',
    })
    expect(hitRoute('/docs/manual/jobs/', '/')).toEqual({ route: '/manual/jobs/' })
    expect(hitRoute('/docs/about/index.html', '/docs/')).toEqual({ route: '/about/' })
    expect(hitRoute('/manual/x#a%20b', '/docs/')).toEqual({ route: '/manual/x', hash: 'a b' })
    expect(hitRoute('https://h.example/mirror/api/#auth', '/mirror/')).toEqual({ route: '/api/', hash: 'auth' })
  })
})

describe('manifest/search/group-hits', () => {
  it('groups by page in order of each page best hit', () => {
    const hit = (url: string) => ({ url, hierarchy: { lvl0: url.split('#')[0] }, content: '' })
    const groups = groupHits([hit('/a#1'), hit('/b'), hit('/a#2'), hit('/a#3')], 5, 2)
    expect(groups.map((g) => [g.page, g.hits.map((h) => h.url)])).toEqual([
      ['/a', ['/a#1', '/a#2']],
      ['/b', ['/b']],
    ])
  })
})

describe('manifest/search/highlight', () => {
  it('marks words starting with a term', () => {
    expect(highlightParts('Job options, Options!', ['opt'])).toEqual([
      { text: 'Job ' },
      { text: 'options', mark: true },
      { text: ', ' },
      { text: 'Options', mark: true },
      { text: '!' },
    ])
  })

  it('centres long snippets near the first match', () => {
    const text = `${'lorem '.repeat(60)}needle ${'ipsum '.repeat(60)}`
    const parts = snippetParts(text, ['needle'], 80)
    expect(parts[0].text).toBe('… ')
    expect(parts.some((p) => p.mark && p.text === 'needle')).toBe(true)
    expect(parts.map((p) => p.text).join('').length).toBeLessThan(100)
  })
})

describe('manifest/search/query-terms', () => {
  it('drops stop words unless nothing else is left', () => {
    expect(queryTerms('How to set the framework.server.url')).toEqual(['set', 'framework', 'server', 'url'])
    expect(queryTerms('the')).toEqual(['the'])
    expect(queryTerms('  ')).toEqual([])
  })

  it('recognises one edit', () => {
    expect(withinOneEdit('pasword', 'password')).toBe(true)
    expect(withinOneEdit('shceduling', 'scheduling')).toBe(true)
    expect(withinOneEdit('nodes', 'notes')).toBe(true)
    expect(withinOneEdit('node', 'nodes')).toBe(true)
    expect(withinOneEdit('node', 'mode')).toBe(true)
    expect(withinOneEdit('node', 'nomad')).toBe(false)
    expect(withinOneEdit('abcd', 'badc')).toBe(false)
  })
})
