// Offline ranking: title above heading above body, prefix matching, typo fallback, term parts.

import { describe, expect, it } from 'vitest'
import { createSearchEngine } from '../../../manifest/search/search-engine'
import { SEARCH_FORMAT_VERSION, type SearchRecord } from '../../../manifest/search/types'

const records: SearchRecord[] = [
  { url: '/body', lvl0: 'General notes', content: 'Mentions scheduling once in passing.' },
  { url: '/heading', lvl0: 'Jobs', content: 'About jobs.' },
  { url: '/heading#scheduling', lvl0: 'Jobs', lvl1: 'Scheduling', content: 'Run jobs at times.' },
  { url: '/title', lvl0: 'Scheduling', content: 'Everything about calendars.' },
  { url: '/title#cron', lvl0: 'Scheduling', lvl1: 'Cron expressions', content: 'Quartz syntax.' },
  { url: '/keys', lvl0: 'Key Storage', content: 'Secrets live in the key storage.' },
  { url: '/keys#password', lvl0: 'Key Storage', lvl1: 'Passwords', content: 'Store a password.' },
]

describe('manifest/search/search-engine', () => {
  const engine = createSearchEngine(records)

  it('ranks a title match above a heading match above a body match', () => {
    expect(engine.search('scheduling').map((h) => h.url)).toEqual(
      ['/title', '/heading#scheduling', '/body'].concat(
        engine
          .search('scheduling')
          .slice(3)
          .map((h) => h.url),
      ),
    )
    expect(engine.search('scheduling')[0].url).toBe('/title')
    expect(engine.search('scheduling')[1].url).toBe('/heading#scheduling')
  })

  it('matches prefixes while typing and returns hits with url, hierarchy and content', () => {
    const [hit] = engine.search('cro')
    expect(hit).toEqual({
      url: '/title#cron',
      hierarchy: { lvl0: 'Scheduling', lvl1: 'Cron expressions' },
      content: 'Quartz syntax.',
    })
  })

  it('prefers sections that match every term', () => {
    expect(engine.search('key password')[0].url).toBe('/keys#password')
  })

  it('falls back to words one edit away when a term matches nothing', () => {
    expect(engine.search('pasword')[0].url).toBe('/keys#password')
    expect(engine.search('shceduling')[0].url).toBe('/title')
    expect(engine.search('zzzzzz')).toEqual([])
  })

  it('searches a term part once it is added, and shows texts added for snippets without searching them', () => {
    const e = createSearchEngine(records)
    expect(e.search('kubernetes')).toEqual([])
    e.addTexts([' runs on kubernetes too'], 1)
    expect(e.search('kubernetes')).toEqual([])
    e.addTermPart({ v: SEARCH_FORMAT_VERSION, words: { kubernetes: '1' } })
    expect(e.search('kubernetes')[0]).toMatchObject({ url: '/heading', content: 'About jobs. runs on kubernetes too' })
    // The part's words count for the typo fallback too.
    expect(e.search('kubernets')[0]?.url).toBe('/heading')
  })
})

describe('version numbers', () => {
  it('keeps a version number as one word, so a release is found by its number', () => {
    const releases: SearchRecord[] = ['3.3.1', '3.3.10', '3.10.0', '2.10.3'].map((v) => ({
      url: `/history/version-${v}`,
      lvl0: `Release ${v}`,
      content: `Fixes in ${v}: issue 10 and issue 3.`,
    }))
    const engine = createSearchEngine(releases)
    expect(engine.search('3.3.10')[0]?.url).toBe('/history/version-3.3.10')
    expect(engine.search('release 2.10.3')[0]?.url).toBe('/history/version-2.10.3')
    expect(
      engine
        .search('3.3')
        .map((h) => h.url)
        .slice(0, 2)
        .sort(),
    ).toEqual(['/history/version-3.3.1', '/history/version-3.3.10'])
  })
  it('answers a common word on a large site from its best sections, and still finds a rare word with it', () => {
    const many: SearchRecord[] = Array.from({ length: 6000 }, (_, i) => ({
      url: `/p${i}#s`,
      lvl0: `Page ${i}`,
      lvl1: 'Options',
      content: i === 5999 ? 'job options and the zeppelin flag' : `job options number ${i}`,
    }))
    const large = createSearchEngine(many)
    expect(large.search('job options')).toHaveLength(50)
    expect(large.search('job zeppelin')[0]?.url).toBe('/p5999#s')
  })
})
