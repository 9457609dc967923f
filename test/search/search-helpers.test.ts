// Pure search helpers: packing round trip, hit routes, grouping, highlighting, query terms, typo distance.

import { describe, expect, it } from 'vitest'
import { groupHits } from '../../manifest/search/group-hits'
import { highlightParts, snippetParts } from '../../manifest/search/result-snippet'
import { hitRoute } from '../../manifest/search/hit-route'
import { isSearchTexts, packRecords, unpackRecords } from '../../manifest/search/pack-shards'
import { queryTerms, withinOneEdit } from '../../manifest/search/query-terms'
import type { SearchRecord } from '../../manifest/search/types'

const records: SearchRecord[] = [
  { url: '/a', lvl0: 'A', content: 'alpha beta gamma delta epsilon' },
  { url: '/a#x', lvl0: 'A', lvl1: 'X', content: 'short' },
  { url: '/a#custom-id', lvl0: 'A', lvl1: 'Setting JAVA_HOME', content: 'java' },
  { url: '/a#setting-java-home-1', lvl0: 'A', lvl1: 'Setting JAVA_HOME', content: 'again' },
  { url: '/b', lvl0: 'B', content: 'b '.repeat(50).trim() },
  { url: '/c/', lvl0: 'C', content: '' },
  { url: '/c/#y', lvl0: 'C', lvl1: 'Y', content: 'why' },
  { url: '/c/#_2-0-release', lvl0: 'C', lvl1: '2.0 Release', content: 'notes' },
]

describe('manifest/search/pack-shards', () => {
  it('round-trips records through the outline and shards, in any order of the shards', () => {
    const packed = packRecords(records, { shards: 2 })
    expect(packed.shards).toHaveLength(2)
    expect(packed.tails).toEqual([])
    expect(packed.shards.every(isSearchTexts)).toBe(true)
    expect(unpackRecords(packed.outline, packed.shards)).toEqual(records)
    expect(unpackRecords(packed.outline, [...packed.shards].reverse())).toEqual(records)
  })

  it('ships an anchor only when it is not the slug of its heading', () => {
    const { outline } = packRecords(records, { shards: 1 })
    expect(outline.pages).toEqual([
      ['/a', 'A'],
      ['/b', 'B'],
      ['/c/', 'C'],
    ])
    expect(outline.sections).toEqual([
      [0, ''],
      [0, 'X'],
      [0, 'Setting JAVA_HOME', 'custom-id'],
      [0, 'Setting JAVA_HOME', 'setting-java-home-1'],
      [1, ''],
      [2, ''],
      [2, 'Y'],
      [2, '2.0 Release'],
    ])
    expect(unpackRecords(outline)).toEqual(records.map((r) => ({ ...r, content: '' })))
  })

  it('splits long texts into heads and tails that join back exactly', () => {
    const packed = packRecords(records, { shards: 3, headChars: 12 })
    expect(packed.tails).toHaveLength(packed.shards.length)
    const heads = unpackRecords(packed.outline, packed.shards)
    expect(heads[0].content).toBe('alpha beta')
    expect(packed.tails[0].text[0]).toBe(' gamma delta epsilon')
    expect(unpackRecords(packed.outline, packed.shards, packed.tails)).toEqual(records)
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

describe('manifest/search/result-snippet', () => {
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
