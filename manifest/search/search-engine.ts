// The offline search engine: FlexSearch indexes over titles, headings and text, plus our own ranking.

import { Index } from 'flexsearch'
import type { OutlineRows, SearchHit, SearchRecord, TermPart } from './types'
import { indexWords, queryTerms, splitWords, stem } from './query-terms'
import { typoVariants, type Vocabulary, buildVocabulary } from './typo-fallback'
import { partRecords } from './term-parts'
import { rowRecords } from './outline-parts'

/** Field weights: a page title outranks a section heading, which outranks body text. */
const fieldWeights = { title: 10, heading: 6, path: 3, body: 2 }

/** The engine built once from the records; `search` is synchronous and allocation-light. */
export interface SearchEngine {
  /** Best records first, at most `limit`. */
  search(query: string, limit?: number): SearchHit[]
  /**
   * Adds one part of the full text split by term (term-parts.ts): searches after this find the
   * sections holding its words, as if their text had been given to `createSearchEngine`.
   */
  addTermPart(part: TermPart): void
  /**
   * Adds more of records' text for their hits' snippets and the ranking of phrases (not searched:
   * the term parts are): `texts[i]` continues record `offset + i`'s text exactly as written ('' for none).
   */
  addTexts(texts: string[], offset?: number): void
  /**
   * Adds records by id (a large site's outline comes in parts: outline-parts.ts); records already
   * in are kept. Until its row is in, a record the full text finds is ranked but not answered.
   */
  addRows(rows: OutlineRows): void
  /** Ids among the best `limit` records for `query` whose rows are not in yet. */
  rowless(query: string, limit?: number): number[]
  /** Number of records indexed (with those whose rows are not in yet). */
  readonly size: number
}

interface Page {
  route: string
  title: string
  words: string[]
  /** Record index of the page top. */
  intro: number
}

const PHRASE_RERANK = 100
/** Word places in a heading over which a match loses up to 30 % of its weight. */
const HEADING_PLACES = 8
/**
 * Sections a term's heading and body matches are taken from at most, FlexSearch's best first: a
 * query costs the same on a site of 7,000 pages as on one of 700 (bench:scale, 10× the corpus:
 * query p95 37 → 6-8 ms). Page titles and paths are never cut.
 */
const MAX_SECTION_HITS = 1000

/**
 * Share of a title's or heading's words that the query covers (by prefix): short, fully matched
 * titles (`Kubernetes Plugins`) beat longer ones that merely contain the words.
 */
function wordCoverage(words: string[], perTerm: { stems: string[] }[]): number {
  if (!words.length) return 0
  let hit = 0
  for (const w of words) {
    if (perTerm.some((t) => t.stems.some((s) => w.startsWith(s)))) hit += 1
  }
  return hit / words.length
}

/**
 * Builds the engine from the records, or from none of a site of `size` records whose rows are
 * added as they arrive (`addRows`). Cost is linear in the text size (about 1 s per 10 MB in Node).
 * @example createSearchEngine(records).search('job options')[0].url → '/manual/jobs/job-options'
 */
export function createSearchEngine(input: SearchRecord[], size = input.length): SearchEngine {
  const records: (SearchRecord | undefined)[] = input.map((r) => ({ ...r }))
  const total = Math.max(size, records.length)
  // Prefix matching (as you type) on titles, paths and headings; whole words on body text,
  // which keeps the body index (by far the largest) about four times smaller and faster to build.
  const options = { tokenize: 'forward', encode: indexWords } as const
  const titles = new Index(options)
  const paths = new Index(options)
  const headings = new Index(options)
  const bodies = new Index({ tokenize: 'strict', encode: indexWords })
  const pages: Page[] = []
  const pageOf: number[] = []
  const headingWords: string[][] = []
  const byRoute = new Map<string, number>()
  /** The page of `route`, indexed by its title and route when new; `intro` is its top for now. */
  const pageOfRoute = (route: string, title: string, intro: number) => {
    let p = byRoute.get(route)
    if (p === undefined) {
      p = pages.length
      byRoute.set(route, p)
      pages.push({ route, title, words: indexWords(title), intro })
      titles.add(p, title)
      paths.add(p, route.replace(/\d+/g, ' '))
    }
    return p
  }
  /** Indexes record `i` (its page's top is found as records come in order, unless its page came with rows). */
  const addRecord = (i: number, record: SearchRecord) => {
    const withRows = pageOf[i] !== undefined
    const p = pageOfRoute(record.url.split('#')[0], record.lvl0, i)
    if (!withRows && !record.url.includes('#')) pages[p].intro = i
    pageOf[i] = p
    headingWords[i] = record.lvl1 ? indexWords(record.lvl1) : []
    if (record.lvl1) headings.add(i, record.lvl1)
    if (record.content) bodies.add(i, record.content)
  }
  records.forEach((record, i) => addRecord(i, record!))
  let vocabulary: Vocabulary | undefined
  /** The last query's ranking (`ranked`), dropped whenever the engine learns more. */
  let last: { query: string; ranked: [number, number][] } | undefined
  /** The term parts' indexes by the stems they hold (each stem is in one part), and their words' record counts. */
  const partByStem = new Map<string, Index>()
  const partWords: [word: string, records: number][] = []

  const sectionLimit = Math.min(total, MAX_SECTION_HITS) || 1
  const bodyHits = (term: string) => {
    const own = bodies.search(term, { limit: sectionLimit }) as number[]
    const part = partByStem.get(indexWords(term).join(' '))
    if (!part) return own
    const more = part.search(term, { limit: sectionLimit }) as number[]
    return own.length ? [...new Set([...own, ...more])] : more
  }
  const lookup = (term: string) => ({
    title: titles.search(term, { limit: pages.length || 1 }) as number[],
    path: paths.search(term, { limit: pages.length || 1 }) as number[],
    heading: headings.search(term, { limit: sectionLimit }) as number[],
    body: bodyHits(term),
  })

  /** Per-term hits; a term nothing matches is retried with its one-edit variants. */
  const matchTerm = (term: string) => {
    const found = lookup(term)
    if (found.title.length + found.heading.length + found.body.length > 0) {
      return { ...found, terms: [term] }
    }
    vocabulary ??= buildVocabulary(
      records.filter((r) => r !== undefined),
      partWords,
    )
    const variants = typoVariants(term, vocabulary)
    const merged = {
      title: [] as number[],
      path: [] as number[],
      heading: [] as number[],
      body: [] as number[],
    }
    for (const v of variants) {
      const more = lookup(v)
      merged.title.push(...more.title)
      merged.path.push(...more.path)
      merged.heading.push(...more.heading)
      merged.body.push(...more.body)
    }
    return { ...merged, terms: variants }
  }

  /** Best field score per record for one term (0 = no match), and the pages whose title it matched. */
  const scoreTerm = (term: string) => {
    const found = matchTerm(term)
    const stems = found.terms.map(stem)
    const score = new Float64Array(total)
    const exact = (words: string[]) => (words.some((w) => stems.includes(w)) ? 1 : 0.7)
    for (const id of found.body) score[id] = fieldWeights.body
    for (const id of found.heading) {
      // A heading that starts with the term beats one that has it further on (the order FlexSearch
      // answers in also depends on when records were added: a large site adds them as they arrive).
      const words = headingWords[id]
      const at = words.findIndex((w) => stems.some((s) => w.startsWith(s)))
      const value =
        fieldWeights.heading * (1 - (0.3 * Math.min(at < 0 ? HEADING_PLACES : at, HEADING_PLACES)) / HEADING_PLACES)
      score[id] = Math.max(score[id], value * exact(words))
    }
    // The route is metadata too (`/developer/…` answers `development`), weaker than the title.
    for (const p of found.path) {
      score[pages[p].intro] = Math.max(score[pages[p].intro], fieldWeights.path)
    }
    for (const p of found.title) {
      const value = fieldWeights.title * exact(pages[p].words)
      score[pages[p].intro] = Math.max(score[pages[p].intro], value)
    }
    // Rare terms (`yaml`) say more about a section than common ones (`job`).
    const df = found.heading.length + found.body.length + found.title.length
    const weight = Math.min(3, Math.max(0.6, 0.4 + Math.log10(total / (1 + df))))
    const titled = new Uint8Array(pages.length)
    for (const p of found.title) titled[p] = 1
    const ids = [...found.body, ...found.heading]
    for (const p of found.path) ids.push(pages[p].intro)
    for (const p of found.title) ids.push(pages[p].intro)
    return { score, ids, titled, stems, weight }
  }

  return {
    get size() {
      return total
    },
    addRows(rows) {
      for (const [route, title, top, start, end] of rows.pages) {
        const p = pageOfRoute(route, title, top)
        // The page's records are known to be its own before their rows are in (on topic when its title matches).
        for (let id = start; id < Math.min(end, total); id++) pageOf[id] = p
      }
      for (const [id, record] of rowRecords(rows)) {
        if (id < total && !records[id]) {
          records[id] = record
          addRecord(id, record)
        }
      }
      vocabulary = undefined
      last = undefined
    },
    addTermPart(part) {
      // The same options as the body index: whole words, as the engine's tokenizer sees them.
      const index = new Index({ tokenize: 'strict', encode: indexWords })
      for (const [id, words] of partRecords(part)) {
        if (id < total) index.add(id, words.join(' '))
      }
      for (const [word, steps] of Object.entries(part.words)) {
        partByStem.set(stem(word), index)
        partWords.push([word, steps.split(' ').length])
      }
      vocabulary = undefined
      last = undefined
    },
    addTexts(texts, offset = 0) {
      texts.forEach((text, i) => {
        const record = records[offset + i]
        if (text && record) record.content += text
      })
      last = undefined
    },
    search(query, limit = 50) {
      const hits: SearchHit[] = []
      for (const [id] of ranked(query)) {
        const record = records[id]
        if (record) hits.push(toHit(record))
        if (hits.length === limit) break
      }
      return hits
    },
    rowless(query, limit = 50) {
      return ranked(query)
        .slice(0, limit)
        .filter(([id]) => !records[id])
        .map(([id]) => id)
    },
  }

  /**
   * `rank(query)`, kept for the last query until a record, part or text is added: a large site's
   * loader asks which of the best hits lack rows, then for the hits, of the same query.
   */
  function ranked(query: string): [number, number][] {
    if (last?.query !== query) last = { query, ranked: rank(query) }
    return last.ranked
  }

  /** Every record the query matches, best first, as [id, score] (rows not in yet included). */
  function rank(query: string): [number, number][] {
    const terms = queryTerms(query)
    if (!terms.length) return []
    const perTerm = terms.map((term) => scoreTerm(term))
    const seen = new Uint8Array(total)
    const candidates: number[] = []
    for (const { ids } of perTerm) {
      for (const id of ids) {
        if (!seen[id]) {
          seen[id] = 1
          candidates.push(id)
        }
      }
    }
    const scores: [number, number][] = []
    for (const id of candidates) {
      // A record whose row is not in yet has no page here: ranked by its own matches alone.
      const p = pageOf[id]
      const page = p === undefined ? undefined : pages[p]
      let score = 0
      let covered = 0
      for (const t of perTerm) {
        const direct = t.score[id]
        // Sections of a page whose title matched a term are on topic for that term.
        const onTopic = page !== undefined && t.titled[p] === 1 && id !== page.intro
        if (direct > 0) {
          score += t.weight * (direct + (onTopic ? 2 : 0))
          covered += 1
        } else if (onTopic) {
          score += t.weight * 3
          covered += 1
        }
      }
      const words = !page ? [] : id === page.intro ? page.words : (headingWords[id] ?? [])
      score += fieldWeights.heading * wordCoverage(words, perTerm)
      scores.push([id, score * (covered / terms.length) ** 2])
    }
    const ranked = scores.sort((a, b) => b[1] - a[1] || a[0] - b[0])
    if (terms.length > 1) {
      // The query's words in a row (`x rundeck auth token`) beat the same words scattered.
      const words = splitWords(query).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      const phrase = new RegExp(`(^|[^\\p{L}\\p{N}])${words.join('[^\\p{L}\\p{N}]+')}`, 'iu')
      for (const entry of ranked.slice(0, PHRASE_RERANK)) {
        const r = records[entry[0]]
        if (r && (phrase.test(r.lvl1 ?? '') || phrase.test(r.content) || phrase.test(r.lvl0))) {
          entry[1] *= 1.5
        }
      }
      ranked.sort((a, b) => b[1] - a[1] || a[0] - b[0])
    }
    return ranked
  }
}

function toHit(record: SearchRecord): SearchHit {
  return {
    url: record.url,
    hierarchy: { lvl0: record.lvl0, ...(record.lvl1 ? { lvl1: record.lvl1 } : {}) },
    content: record.content,
  }
}
