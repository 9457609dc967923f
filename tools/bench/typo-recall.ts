// Typo tolerance as a number: page titles searched as typed and with one typing error each, and
// how often the page is among the first five results (recall@5). Deterministic, so an index
// change that loses typo tolerance shows as a lower figure.

import type { SearchEngine } from '../../manifest/search/search-engine'
import type { SearchRecord } from '../../manifest/search/types'

/** One title to look for: the query as typed, the query with one error, and the page it names. */
export interface TypoCase {
  route: string
  exact: string
  typo: string
}

/** Recall@5 of the exact and the misspelt queries (0–1) and how many cases were tried. */
export interface TypoRecall {
  cases: number
  exact: number
  typo: number
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz'

/**
 * `word` with one typing error, chosen by `n`: a swap of two neighbouring letters, a dropped
 * letter, a doubled letter or a wrong letter, away from the first letter (readers rarely miss
 * that one, and prefix search would make it trivial).
 * @example oneEdit('webhook', 0) // 'wbehook'
 */
export function oneEdit(word: string, n: number): string {
  const at = 1 + (n % Math.max(1, word.length - 2))
  const wrongLetter = () => {
    const wrong = ALPHABET[(ALPHABET.indexOf(word[at]!) + 1) % ALPHABET.length] ?? 'e'
    return word.slice(0, at) + wrong + word.slice(at + 1)
  }
  switch (n % 4) {
    case 0:
      // Swapping two equal letters changes nothing: then a wrong letter instead.
      return word[at] === word[at + 1]
        ? wrongLetter()
        : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
    case 1:
      return word.slice(0, at) + word.slice(at + 1)
    case 2:
      return word.slice(0, at) + word[at] + word.slice(at)
    default:
      return wrongLetter()
  }
}

/**
 * Up to `count` cases drawn evenly from pages whose title is theirs alone (a shared title has two
 * right answers): the title lowercased, and the same with one error in its longest word of five
 * letters or more (titles without such a word are skipped).
 */
export function typoCases(records: SearchRecord[], count = 100): TypoCase[] {
  const titleOf = new Map<string, string>()
  for (const r of records) titleOf.set(r.url.split('#')[0]!, r.lvl0)
  const seen = new Map<string, number>()
  for (const title of titleOf.values()) seen.set(title.toLowerCase(), (seen.get(title.toLowerCase()) ?? 0) + 1)
  const candidates = [...titleOf].filter(([, title]) => {
    const lower = title.toLowerCase()
    return seen.get(lower) === 1 && /[a-z]{5}/.test(lower)
  })
  const step = Math.max(1, candidates.length / count)
  const cases: TypoCase[] = []
  for (let i = 0; cases.length < count && Math.floor(i * step) < candidates.length; i += 1) {
    const [route, title] = candidates[Math.floor(i * step)]!
    const exact = title.toLowerCase()
    const words = exact.split(/[^a-z0-9.]+/).filter(Boolean)
    const longest = words.filter((w) => /^[a-z]{5,}$/.test(w)).sort((a, b) => b.length - a.length)[0]!
    cases.push({ route, exact, typo: exact.replace(longest, oneEdit(longest, i)) })
  }
  return cases
}

/** Share of `cases` whose page is among the first five pages `engine` returns, as typed and misspelt. */
export function typoRecall(engine: SearchEngine, cases: TypoCase[]): TypoRecall {
  const inTopFive = (query: string, route: string) => {
    const routes: string[] = []
    for (const hit of engine.search(query)) {
      const page = hit.url.split('#')[0]!
      if (!routes.includes(page)) routes.push(page)
      if (routes.length === 5) break
    }
    return routes.includes(route)
  }
  const share = (found: number) => (cases.length ? found / cases.length : 0)
  return {
    cases: cases.length,
    exact: share(cases.filter((c) => inTopFive(c.exact, c.route)).length),
    typo: share(cases.filter((c) => inTopFive(c.typo, c.route)).length),
  }
}
