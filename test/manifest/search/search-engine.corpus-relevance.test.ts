// Relevance on the real corpus: 20 written-down queries must find their page in the top 3 (at least 18).

import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createSearchEngine, type SearchEngine } from '../../../manifest/search/search-engine'
import { unpackRecords } from '../../../manifest/search/pack-shards'
import type { SearchOutline, SearchTexts, TermPart } from '../../../manifest/search/types'
import { loadManifest } from '../../../tools/publish/write-manifest'
import { packForTransport } from '../../../tools/publish/write-search-index'

const shared = path.resolve(__dirname, '../../../../shared')
const corpus = path.join(shared, 'corpus/rundeck-docs')
const present = existsSync(corpus)

/** Query → the page a reader expects (route, no anchor). */
export const RELEVANCE_QUERIES: [query: string, page: string][] = [
  ['framework.server.url', '/administration/configuration/config-file-reference'],
  ['job options', '/manual/jobs/job-options'],
  ['rd projects archives export', '/manual/projects/project-archive'],
  ['X-Rundeck-Auth-Token', '/api/'],
  ['running a job api', '/api/'],
  ['node executor plugin', '/developer/04-node-execution-plugins'],
  ['kubernetes plugins', '/manual/plugins/kubernetes-plugins-overview'],
  ['pagerduty plugins', '/manual/plugins/pagerduty-plugins-overview'],
  ['system requirements', '/administration/install/system-requirements'],
  ['password encrypt utility', '/developer/password-encrypt-utility'],
  ['job yaml format', '/manual/document-format-reference/job-yaml-v12'],
  ['aclpolicy', '/manual/document-format-reference/aclpolicy-v10'],
  ['webhook plugin development', '/developer/16-webhook-plugins'],
  ['log4shell', '/history/CVEs/log4j'],
  ['email settings smtp', '/administration/configuration/email-settings'],
  ['rate limiting', '/administration/security/ratelimiting'],
  ['install rd cli', '/rd-cli/install'],
  ['api versions', '/api/rundeck-api-versions'],
  ['storage converter plugin', '/developer/08-storage-converter-plugins'],
  ['hashicorp consul', '/administration/configuration/hashicorp-consul'],
]

/** Rank (1-based) of the first hit on `page`, or undefined when not in the first 10 pages. */
function pageRank(engine: SearchEngine, query: string, page: string): number | undefined {
  const pages: string[] = []
  for (const hit of engine.search(query)) {
    const route = hit.url.split('#')[0]
    if (!pages.includes(route)) pages.push(route)
  }
  const at = pages.indexOf(page)
  return at < 0 || at >= 10 ? undefined : at + 1
}

describe.skipIf(!present)('search relevance on the corpus', () => {
  if (!present) console.warn(`corpus-relevance: skipped, ${corpus} is absent`)

  it('finds the expected page in the top 3 for at least 18 of 20 queries', async () => {
    const { manifest, records } = await loadManifest({
      src: corpus,
      siteConfig: path.join(shared, 'compat/rundeck-site.json'),
      vars: path.join(shared, 'compat/rundeck-vars.json'),
    })
    const routes = new Set(manifest.pages.map((p) => p.route))
    for (const [, page] of RELEVANCE_QUERIES) expect(routes, page).toContain(page)
    const { index, files } = packForTransport(records, manifest)
    const parse = (prefix: string) =>
      files.filter(([n]) => n.startsWith(prefix)).map(([, text]) => JSON.parse(text) as SearchTexts)
    // Built as the browser builds it: titles and headings, then the term parts (there, only a
    // query's), which complete the results, then the shards' and tails' texts for snippets.
    const outline = index.outlineFile
      ? (JSON.parse(files.find(([n]) => n === index.outlineFile)![1]) as SearchOutline)
      : index.outline
    const engine = createSearchEngine(unpackRecords(outline))
    const ranks = () => RELEVANCE_QUERIES.map(([q, p]) => pageRank(engine, q, p) ?? '-')
    const headings = ranks()
    expect(index.terms.files.length).toBeGreaterThan(1)
    for (const name of index.terms.files) {
      engine.addTermPart(JSON.parse(files.find(([n]) => n === name)![1]) as TermPart)
    }
    const complete = ranks()
    for (const file of [...parse('shard'), ...parse('tail')]) engine.addTexts(file.text, file.from)
    const rows = ranks().map((rank, i) => ({
      query: RELEVANCE_QUERIES[i][0],
      page: RELEVANCE_QUERIES[i][1],
      rank,
      'rank (complete, before the snippets)': complete[i],
      'rank (titles and headings)': headings[i],
    }))
    console.table(rows)
    const top3 = rows.filter((r) => typeof r.rank === 'number' && r.rank <= 3).length
    console.log(`top-3: ${top3}/20`)
    expect(top3).toBeGreaterThanOrEqual(18)
    // The complete results (the query's term parts in, the snippets' texts not yet) too.
    expect(complete.filter((rank) => typeof rank === 'number' && rank <= 3).length).toBeGreaterThanOrEqual(18)
  }, 300_000)
})
