// Tests of manifest/search/pack-shards.ts: the packing round trip of search records.

import { describe, expect, it } from 'vitest'
import { isSearchTexts, packRecords, unpackRecords } from '../../../manifest/search/pack-shards'
import type { SearchRecord } from '../../../manifest/search/types'

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
