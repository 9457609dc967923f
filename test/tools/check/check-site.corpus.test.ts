// npm run check on the shared Rundeck corpus: dead-link counts against the corpus link survey (../shared/compat/CORPUS-FEATURES.md).
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkSite, type CheckReport } from '../../../tools/check/check-site'
import { CORPUS_DIR, CORPUS_VARS, hasCorpus, NO_CORPUS_MESSAGE, writeCorpusSiteConfig } from '../../support/corpus'

if (!hasCorpus) console.log(NO_CORPUS_MESSAGE)

describe.skipIf(!hasCorpus)('tools/check/check-site on the shared corpus', () => {
  let dir: string
  let report: CheckReport
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'runbook-corpus-check-'))
    const siteConfig = await writeCorpusSiteConfig(dir)
    report = await checkSite({ src: CORPUS_DIR, siteConfig, vars: CORPUS_VARS })
  }, 120_000)
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })
  const of = (code: string) => report.problems.filter((p) => p.code === code)

  it('reports the really dead links of the corpus link survey as errors: 29 occurrences, 15 targets', () => {
    // The survey counts 30 occurrences / 16 targets. One of them, `/plugins/index.md` in
    // learning/getting-started/jobs/job-plugins.md, reaches a page here: the redirect map has the
    // key `/plugins/`, and a folder's index.md is that folder (see test/tools/publish/write-manifest.corpus.test.ts,
    // which pins the same 29 links one by one).
    const links = of('link')
    const targets = new Set(links.map((p) => p.raw!.split('#')[0]))
    console.log(`check corpus: ${report.pages} pages, ${report.errors} errors, ${report.warnings} warnings`)
    console.log(
      `dead links ${links.length} (${targets.size} targets), anchors ${of('anchor').length}, images ${of('image').length}, ` +
        `linked files ${of('asset').length}, third-party ${of('third-party').length}, orphans ${of('orphan').length}`,
    )
    expect(links).toHaveLength(29)
    expect(targets.size).toBe(15)
    expect(new Set(links.map((p) => p.file)).size).toBe(14)
    expect(links.every((p) => p.severity === 'error' && p.raw !== undefined)).toBe(true)
    expect(links.some((p) => p.raw === '/plugins/index.md')).toBe(false)
  })

  it('reports the 145 missing anchors of the corpus link survey plus 6 behind redirects', () => {
    expect(of('anchor')).toHaveLength(151)
  })

  it('renders every page without failed includes, and exits non-zero (the corpus has errors)', () => {
    expect(report.pages).toBe(709)
    expect(of('include')).toEqual([])
    expect(of('render')).toEqual([])
    // The corpus ships without its images (none of the /assets/img files are in it).
    expect(of('image').length).toBeGreaterThan(1000)
    expect(report.errors).toBeGreaterThan(0)
  })
})
