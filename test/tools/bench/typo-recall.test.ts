// The typo benchmark's inputs are what it says: one typing error per query, the same every run,
// and recall counts a page found only when it is among the first five pages.

import { describe, expect, it } from 'vitest'
import { createSearchEngine } from '../../../manifest/search/search-engine'
import type { SearchRecord } from '../../../manifest/search/types'
import { oneEdit, typoCases, typoRecall } from '../../../tools/bench/typo-recall'

/** Damerau–Levenshtein distance (adjacent swaps count as one edit). */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1)
      }
    }
  }
  return d[a.length]![b.length]!
}

const WORDS = ['webhook', 'options', 'kubernetes', 'committed', 'aaaaa', 'scheduler']

describe('tools/bench/typo-recall', () => {
  it('makes exactly one typing error, never in the first letter, the same way every time', () => {
    for (const word of WORDS) {
      for (let n = 0; n < 12; n += 1) {
        const typo = oneEdit(word, n)
        expect(editDistance(word, typo), `${word} → ${typo}`).toBe(1)
        expect(typo[0]).toBe(word[0])
        expect(oneEdit(word, n)).toBe(typo)
      }
    }
  })

  const records: SearchRecord[] = [
    { url: '/webhooks', lvl0: 'Webhooks Overview', content: 'Receive events from other systems.' },
    { url: '/options', lvl0: 'Job Options', content: 'Ask for values when a job runs.' },
    { url: '/getting-started/options', lvl0: 'Job Options', content: 'A first look at options.' },
    { url: '/cluster', lvl0: 'Cluster Heartbeat', content: 'Members report that they are alive.' },
    { url: '/x', lvl0: 'Jobs', content: 'Too short a title to misspell.' },
  ]

  it('takes titles that name one page and have a word long enough to misspell', () => {
    const cases = typoCases(records, 10)
    expect(cases.map((c) => c.route)).toEqual(['/webhooks', '/cluster'])
    for (const c of cases) expect(editDistance(c.exact, c.typo)).toBe(1)
  })

  it('counts a page as found only among the first five pages', () => {
    const engine = createSearchEngine(records)
    expect(typoRecall(engine, [{ route: '/cluster', exact: 'cluster heartbeat', typo: 'clustr heartbeat' }])).toEqual({
      cases: 1,
      exact: 1,
      typo: 1,
    })
    expect(typoRecall(engine, [{ route: '/cluster', exact: 'webhooks', typo: 'webhoks' }]).exact).toBe(0)
  })
})
