// Typo tolerance: when a term matches nothing, try the corpus words one edit away from it.

import type { SearchRecord } from './types'
import { splitWords, withinOneEdit } from './query-terms'

/** Corpus words with their document frequency, grouped by length for a cheap scan. */
export type Vocabulary = Map<number, Map<string, number>>

/**
 * Collects every word of the records, and the words of the term parts in (with how many records
 * hold each); built lazily: only the first misspelt query pays for it.
 */
export function buildVocabulary(records: SearchRecord[], more: [word: string, records: number][] = []): Vocabulary {
  const vocabulary: Vocabulary = new Map()
  const add = (w: string, n: number) => {
    if (w.length < 3) return
    let group = vocabulary.get(w.length)
    if (!group) vocabulary.set(w.length, (group = new Map()))
    group.set(w, (group.get(w) ?? 0) + n)
  }
  for (const r of records) {
    for (const w of new Set(splitWords(`${r.lvl0} ${r.lvl1 ?? ''} ${r.content}`))) add(w, 1)
  }
  for (const [w, n] of more) add(w, n)
  return vocabulary
}

/**
 * Up to `max` corpus words within one edit of `term`, most frequent first; none for terms under 4 letters
 * (too many short words are one edit apart for the guess to help).
 */
export function typoVariants(term: string, vocabulary: Vocabulary, max = 3): string[] {
  if (term.length < 4) return []
  const found: [string, number][] = []
  for (let len = term.length - 1; len <= term.length + 1; len++) {
    for (const [word, df] of vocabulary.get(len) ?? []) {
      if (withinOneEdit(term, word)) found.push([word, df])
    }
  }
  found.sort((a, b) => b[1] - a[1])
  return found.slice(0, max).map(([w]) => w)
}
