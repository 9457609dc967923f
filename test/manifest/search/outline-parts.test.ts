// Tests of manifest/search/outline-parts.ts: a large site's outline split by term and by record,
// and the lead pages index.json carries.

import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { isStopWord, splitWords } from '../../../manifest/search/query-terms'
import { isOutlineRows, outlineRows, pageSpans, rowRecords, splitOutline } from '../../../manifest/search/outline-parts'
import { partOfWord } from '../../../manifest/search/term-parts'
import type { OutlineRows } from '../../../manifest/search/types'
import { largeSiteRecords } from '../../support/large-site-records'

const gzipSize = (text: string) => gzipSync(text).length

describe('manifest/search/outline-parts', () => {
  const records = largeSiteRecords(1200)
  const target = 4_000
  const parts: OutlineRows[] = []
  const chunks: OutlineRows[] = []
  const made = splitOutline(records, {
    target,
    weigh: gzipSize,
    weighPieces: (pieces) => gzipSize([...pieces].join('')),
    perChunk: 100,
    leadTarget: 6_000,
    emitPart: (part, i) => (parts[i] = part),
    emitChunk: (chunk, i) => (chunks[i] = chunk),
  })
  const split = { ...made, parts, chunks }
  const { pages } = pageSpans(records)
  const withoutText = records.map((r) => ({ ...r, content: '' }))

  it("puts each title's, route's and heading's words in the one part their key maps to, with their records' rows", () => {
    expect(split.parts.length).toBeGreaterThan(5)
    expect([...split.parts, ...split.chunks, split.lead].every(isOutlineRows)).toBe(true)
    const idsIn = split.parts.map((part) => new Set(part.rows.map(([id]) => id)))
    let checked = 0
    for (const page of pages) {
      for (const word of splitWords(`${page.title} ${page.route.replace(/\d+/g, ' ')}`)) {
        if (isStopWord(word)) continue
        expect(idsIn[partOfWord(word, split)!].has(page.top), `${word} of ${page.route}`).toBe(true)
        checked += 1
      }
      for (let id = page.start; id < page.end; id++) {
        for (const word of splitWords(records[id].lvl1 ?? '')) {
          if (isStopWord(word)) continue
          expect(idsIn[partOfWord(word, split)!].has(id), `${word} of ${records[id].url}`).toBe(true)
          checked += 1
        }
      }
    }
    expect(checked).toBeGreaterThan(5000)
    // Every row is the record it names, and its page tells the record's page top and span.
    for (const part of split.parts) {
      for (const [id, record] of rowRecords(part)) expect(record).toEqual(withoutText[id])
      for (const [route, , top, start, end] of part.pages) {
        expect(pages.find((p) => p.route === route)).toMatchObject({ top, start, end })
      }
    }
  })

  it('keeps parts near the target: over it only where one stem alone weighs more', () => {
    const sizes = split.parts.map((part) => gzipSize(JSON.stringify(part))).sort((x, y) => x - y)
    expect(sizes[sizes.length >> 1]).toBeLessThanOrEqual(target)
    expect(sizes.filter((size) => size > target).length).toBeLessThan(split.parts.length / 4)
  })

  it('chunks every record in order by id, perChunk each', () => {
    expect(made.chunks).toBe(chunks.length)
    const rows = split.chunks.flatMap(rowRecords)
    expect(rows.map(([id]) => id)).toEqual(records.map((_, id) => id))
    expect(rows.map(([, record]) => record)).toEqual(withoutText)
    expect(split.chunks.every((chunk, i) => chunk.rows[0][0] === i * 100)).toBe(true)
  })

  it('leads with the tops of the first pages in site order, as many as fit', () => {
    const lead = split.lead
    expect(gzipSize(JSON.stringify(lead))).toBeLessThanOrEqual(6_000)
    expect(lead.pages.length).toBeGreaterThan(50)
    expect(lead.pages.map(([route]) => route)).toEqual(pages.slice(0, lead.pages.length).map((p) => p.route))
    expect(lead.rows.map(([id]) => id)).toEqual(pages.slice(0, lead.pages.length).map((p) => p.top))
    // One page more would not fit.
    const tops = pages.slice(0, lead.pages.length + 1).map((p) => p.top)
    expect(gzipSize(JSON.stringify(outlineRows(tops, pageSpans(records))))).toBeGreaterThan(6_000)
  })
})
