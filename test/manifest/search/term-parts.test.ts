// Tests of manifest/search/term-parts.ts: the full text split by term, a query's parts, bounded sizes.

import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { splitWords, stem } from '../../../manifest/search/query-terms'
import {
  isTermPart,
  partOfWord,
  partRecords,
  partsOfQuery,
  recordWords,
  splitByTerm,
} from '../../../manifest/search/term-parts'
import type { SearchRecord } from '../../../manifest/search/types'

const gzipSize = (text: string) => gzipSync(text).length

/** A deterministic site: a few hundred sections of made-up words, some common, with plurals. */
function site(count: number): SearchRecord[] {
  let seed = 7
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31)
  const vocabulary = Array.from({ length: 3000 }, (_, i) => {
    const letters = 'abcdefghijklmnoprstuvwy'
    let w = ''
    for (let n = 3 + (i % 7); n > 0; n--) w += letters[next() % letters.length]
    return i % 5 === 0 ? `${w}s` : w
  })
  return Array.from({ length: count }, (_, i) => {
    const words = Array.from({ length: 60 }, (_, j) => vocabulary[(next() % (j < 10 ? 40 : 3000)) % 3000])
    return {
      url: `/page-${Math.floor(i / 4)}${i % 4 ? `#s${i % 4}` : ''}`,
      lvl0: `Page ${Math.floor(i / 4)}`,
      ...(i % 4 ? { lvl1: `Section ${i % 4}` } : {}),
      content: `${words.join(' ')} Job options, 3.3.10 and X-Rundeck-Auth-Token.`,
    }
  })
}

describe('manifest/search/term-parts', () => {
  const records = site(600)
  const target = 2_500
  const { first, parts } = splitByTerm(records, { target, weigh: gzipSize })
  const table = { first }

  it('puts every word of every record in exactly the part its key maps to, with its records', () => {
    expect(parts.length).toBeGreaterThan(5)
    expect(parts.every(isTermPart)).toBe(true)
    const partsHolding = new Map<string, number[]>()
    parts.forEach((part, i) => {
      for (const word of Object.keys(part.words)) partsHolding.set(word, [...(partsHolding.get(word) ?? []), i])
    })
    const byRecord = parts.map(partRecords)
    records.forEach((record, id) => {
      for (const word of new Set(splitWords(record.content))) {
        const part = partOfWord(word, table)
        expect(partsHolding.get(word), word).toEqual([part])
        expect(byRecord[part!].get(id), word).toContain(word)
      }
    })
    // Nothing else: the parts hold exactly the records' words.
    expect(new Set(partsHolding.keys())).toEqual(new Set(recordWords(records).keys()))
    for (const [i, part] of byRecord.entries()) {
      for (const [id, words] of part) {
        for (const word of words) expect(splitWords(records[id].content), `${i} ${id}`).toContain(word)
      }
    }
  })

  it('keeps the words the engine treats as one (same stem) in one part', () => {
    const byStem = new Map<string, Set<number>>()
    for (const word of recordWords(records).keys()) {
      const set = byStem.get(stem(word)) ?? new Set()
      set.add(partOfWord(word, table)!)
      byStem.set(stem(word), set)
    }
    for (const [s, set] of byStem) expect(set.size, s).toBe(1)
  })

  it('bounds every part by the target, unless one key alone weighs more, splitting heavy keys by longer ones', () => {
    expect(first).toEqual([...first].sort())
    for (const [i, part] of parts.entries()) {
      // Over the target only when one key (the part's first) holds all its words.
      if (gzipSize(JSON.stringify(part)) > target) {
        expect(Object.keys(part.words).every((word) => stem(word).startsWith(first[i]))).toBe(true)
      }
    }
    // Words that all start with "jo" weigh too much for one part: their keys grow by a letter
    // (one more where needed), each still mapping every word to the part holding it.
    const jo = Array.from({ length: 400 }, (_, i) => ({
      url: `/j${i}`,
      lvl0: 'J',
      content: Array.from({ length: 20 }, (_, j) => `jo${((i * 37 + j * 101) % 2000).toString(36)}x`).join(' '),
    }))
    const grown = splitByTerm(jo, { target: 1_500, weigh: gzipSize })
    expect(grown.parts.length).toBeGreaterThan(2)
    expect(grown.first.every((key) => key.startsWith('jo') && key.length > 2)).toBe(true)
    for (const [word, ids] of recordWords(jo)) {
      expect(partRecords(grown.parts[partOfWord(word, grown)!]).get(ids[0])).toContain(word)
    }
    // The same records with a larger target: fewer parts (the count grows with the text).
    expect(splitByTerm(records, { target: target * 4, weigh: gzipSize }).parts.length).toBeLessThan(parts.length)
  })

  it("gives a query's parts: one per term, none for one-letter terms, none twice", () => {
    const job = partOfWord('job', table)!
    const options = partOfWord('options', table)!
    expect(partsOfQuery('job options', table)).toEqual([...new Set([job, options])])
    expect(partsOfQuery('jobs option', table)).toEqual([...new Set([job, options])])
    expect(partsOfQuery('x', table)).toEqual([])
    expect(partsOfQuery('job job x', table)).toEqual([job])
    // The words of a version and of a header name, as the engine splits them.
    expect(partsOfQuery('3.3.10', table)).toEqual([partOfWord('3.3.10', table)])
    expect(partsOfQuery('X-Rundeck-Auth-Token', table).length).toBeGreaterThan(0)
    // A word no text has maps to the part where it would be, which has nothing for it.
    const none = partsOfQuery('qqqqzz', table)
    expect(none).toHaveLength(1)
    expect(Object.keys(parts[none[0]].words)).not.toContain('qqqqzz')
  })

  it('round-trips record ids through the steps of a part', () => {
    const [part] = splitByTerm(
      [
        { url: '/a', lvl0: 'A', content: 'job' },
        { url: '/b', lvl0: 'B', content: 'jobs' },
        { url: '/c', lvl0: 'C', content: 'other' },
        { url: '/d', lvl0: 'D', content: 'job' },
      ],
      { target: 1e6, weigh: gzipSize },
    ).parts
    expect(part.words).toEqual({ job: '0 3', jobs: '1', other: '2' })
    expect(partRecords(part)).toEqual(
      new Map([
        [0, ['job']],
        [3, ['job']],
        [1, ['jobs']],
        [2, ['other']],
      ]),
    )
  })
})
