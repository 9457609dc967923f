// Typo tolerance: when a term matches nothing, try the corpus words one edit away from it.

import type { SearchRecord } from './types'
import { splitWords, withinOneEdit } from './query-terms'

/** Corpus words with their document frequency, grouped by length for a cheap scan. */
export type Vocabulary = Map<number, Map<string, number>>

/** Collects every word of the records (built lazily: only the first misspelt query pays for it). */
export function buildVocabulary(records: SearchRecord[]): Vocabulary {
  const vocabulary: Vocabulary = new Map()
  for (const r of records) {
    const words = new Set(splitWords(`${r.lvl0} ${r.lvl1 ?? ''} ${r.content}`))
    for (const w of words) {
      if (w.length < 3) continue
      let group = vocabulary.get(w.length)
      if (!group) vocabulary.set(w.length, (group = new Map()))
      group.set(w, (group.get(w) ?? 0) + 1)
    }
  }
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
