// docs-src teaches as much as the site it replaces: per section, the median ratio of words (our
// page / the corpus page of the same route) is at least 0.5, and no page falls under 0.25 unless
// its corpus page is short. Needs ../shared (the corpus); `npm run content:stats` prints the table.

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { proseWordCount } from '../../tools/check/prose-word-count'
import routes from '../fixtures/corpus-routes.json'
import { CORPUS_DIR, hasCorpus } from '../support/corpus'

const SHORT_PAGE_WORDS = 150
const sections = [...new Set(routes.corpus.filter((r) => r.includes('/')).map((r) => r.split('/')[0]!))]

const words = (root: string, file: string) => proseWordCount(readFileSync(path.join(root, file), 'utf8'))

describe.skipIf(!hasCorpus)('depth of docs-src against the corpus', () => {
  it.each(sections)('%s: median word ratio ≥ 0.5, no page under 0.25 unless its corpus page is short', (section) => {
    const rows = routes.corpus
      .filter((r) => r.startsWith(`${section}/`))
      .map((file) => {
        const corpus = words(CORPUS_DIR, file)
        return { file, corpus, ratio: corpus === 0 ? 1 : words('docs-src', file) / corpus }
      })
    const ratios = rows.map((r) => r.ratio).sort((a, b) => a - b)
    const mid = ratios.length >> 1
    const median = ratios.length % 2 ? ratios[mid]! : (ratios[mid - 1]! + ratios[mid]!) / 2
    expect(median).toBeGreaterThanOrEqual(0.5)
    expect(rows.filter((r) => r.corpus >= SHORT_PAGE_WORDS && r.ratio < 0.25).map((r) => r.file)).toEqual([])
  })
})
