// Tests of manifest/search/group-hits.ts: hits grouped by page.

import { describe, expect, it } from 'vitest'
import { groupHits } from '../../../manifest/search/group-hits'

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
