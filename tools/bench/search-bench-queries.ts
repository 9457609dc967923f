// Realistic bench queries: whole headings, first words, as-you-type prefixes and a few misspellings.

import type { SearchRecord } from '../../manifest/search/types'

/** Hand-written queries of the kinds readers type (option names, commands, endpoints, plugins). */
const HAND_QUERIES = [
  'framework.server.url',
  'job options',
  'rd projects archives export',
  'X-Rundeck-Auth-Token',
  'running a job api',
  'node executor plugin',
  'kubernetes plugins',
  'system requirements',
  'password encrypt utility',
  'job yaml format',
  'aclpolicy',
  'webhook',
  'log4shell',
  'smtp',
  'rate limiting',
  'install rd cli',
  'api versions',
  'hashicorp consul',
  'ldap',
  'ssl certificate',
]

/**
 * At least `count` queries drawn evenly from the records' headings and titles:
 * a whole short heading, its first two words, a 3–5 letter prefix and a one-letter typo.
 */
export function benchQueries(records: SearchRecord[], count = 240): string[] {
  const queries = [...HAND_QUERIES]
  const sources = records.map((r) => r.lvl1 ?? r.lvl0).filter((t) => /[a-z]{3}/i.test(t))
  const step = Math.max(1, Math.floor(sources.length / (count / 4)))
  for (let i = 0; queries.length < count && i < sources.length; i += step) {
    const words = sources[i]
      .toLowerCase()
      .split(/[^a-z0-9.]+/)
      .filter(Boolean)
    if (!words.length) continue
    queries.push(words.slice(0, 4).join(' '))
    queries.push(words.slice(0, 2).join(' '))
    const first = words.find((w) => w.length >= 4) ?? words[0]
    queries.push(first.slice(0, 3 + (i % 3)))
    if (first.length >= 5) queries.push(first.slice(0, 2) + first[3] + first[2] + first.slice(4))
  }
  return queries.slice(0, Math.max(count, HAND_QUERIES.length))
}
