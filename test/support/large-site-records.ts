// A deterministic site too large for its page titles to come with index.json: pages of made-up
// titles and headings over a shared vocabulary (with a few real words), for the by-term outline's tests.

import type { SearchRecord } from '../../manifest/search/types'

/** `pages` pages of 1 to 6 records each, their titles, headings and texts drawn from one vocabulary. */
export function largeSiteRecords(pages: number): SearchRecord[] {
  let seed = 2024
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31)
  const letters = 'abcdefghiklmnoprstuvwy'
  const vocabulary = Array.from({ length: 4000 }, (_, i) => {
    let w = ''
    for (let n = 3 + (i % 6); n > 0; n--) w += letters[next() % letters.length]
    return i % 7 === 0 ? `${w}s` : w
  })
  vocabulary.push('webhook', 'webhooks', 'options', 'job', 'node', 'executor', 'passphrase')
  const pick = () => vocabulary[next() % vocabulary.length]
  const phrase = (n: number) => Array.from({ length: n }, pick).join(' ')
  const records: SearchRecord[] = []
  for (let p = 0; p < pages; p++) {
    const route = `/${p % 10 ? `guide/${pick()}` : `v${p % 3}`}/${pick()}-${p}`
    const title = phrase(2 + (next() % 3))
    const sections = 1 + (next() % 6)
    for (let s = 0; s < sections; s++) {
      const heading = s === 0 && next() % 4 ? undefined : `${phrase(1 + (next() % 4))} ${s}`
      records.push({
        url: heading ? `${route}#${heading.replace(/ /g, '-')}` : route,
        lvl0: title,
        ...(heading ? { lvl1: heading } : {}),
        content: phrase(12 + (next() % 30)),
      })
    }
  }
  return records
}
