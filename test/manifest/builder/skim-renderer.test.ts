// The skimmed build a large site's dev server starts from: its pages and navigation must be the
// full build's, on our docs and on the whole corpus, from the first heading's line alone.

import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstHeading } from '../../../manifest/builder/skim-renderer'
import { createBuildCache } from '../../../manifest/builder/build-cache'
import { buildFromInputs, readSiteInputs, skimFromInputs } from '../../../tools/publish/write-manifest'
import { prepareCorpus } from '../../../tools/lib/corpus-config'
import { NO_CORPUS_MESSAGE } from '../../support/corpus'

const corpus = await prepareCorpus()
if (!corpus) console.log(NO_CORPUS_MESSAGE)

describe('firstHeading', () => {
  it('finds the first H1, else the first heading, outside fenced code', () => {
    expect(firstHeading('Intro\n\n## Two\n\n# One\n')).toEqual({ text: '# One', line: 4 })
    expect(firstHeading('Intro\n\n### Three\n\n## Two\n')).toEqual({ text: '### Three', line: 2 })
    expect(firstHeading('```sh\n# a comment\n```\n\n# Real\n')).toEqual({ text: '# Real', line: 4 })
    expect(firstHeading('~~~~\n# in\n~~~\n# still in\n~~~~\n#\tTab\n')).toEqual({ text: '#\tTab', line: 5 })
    expect(firstHeading('Setext title\n===\n\n# Later\n')).toEqual({ text: 'Setext title\n===', line: 0 })
    expect(firstHeading('```\ncode\n```\n===\n')).toBeUndefined()
    expect(firstHeading('#hashtag is text\n    # indented code\n')).toBeUndefined()
  })
})

describe('skimFromInputs', () => {
  it('gives titles, commercial marks and includes as the full build does (variables, inline code, an included heading)', async () => {
    const src = await mkdtemp(path.join(os.tmpdir(), 'skim-'))
    await writeFile(path.join(src, 'vars.md'), '# Release {{ $version }} of `rd`\n')
    await writeFile(path.join(src, 'paid.md'), '## Paid\n\n::: enterprise\nOnly there.\n:::\n')
    await writeFile(path.join(src, 'part.md'), '# From the part\n')
    await writeFile(path.join(src, 'host.md'), '!!!include(part.md)!!!\n\nText.\n')
    const inputs = await readSiteInputs({ src })
    inputs.vars = { version: '5.16.0' }
    const skimmed = skimFromInputs(inputs, createBuildCache()).manifest.pages
    expect(skimmed).toEqual(buildFromInputs(inputs).manifest.pages)
    expect(skimmed.map((p) => [p.file, p.title, p.commercial ?? false, p.includes ?? []])).toEqual([
      ['host.md', 'From the part', false, ['part.md']],
      ['paid.md', 'Paid', true, []],
      ['part.md', 'From the part', false, []],
      ['vars.md', 'Release 5.16.0 of rd', false, []],
    ])
    await rm(src, { recursive: true, force: true })
  })

  it('gives docs-src the pages and navigation of the full build', async () => {
    const inputs = await readSiteInputs({ src: 'docs-src', siteConfig: 'docs-src/site.config.json' })
    const skimmed = skimFromInputs(inputs, createBuildCache())
    const full = buildFromInputs(inputs)
    expect(skimmed.manifest.pages).toEqual(full.manifest.pages)
    expect(skimmed.manifest.site).toEqual(full.manifest.site)
    expect(skimmed.manifest.contentHash).toBe(full.manifest.contentHash)
    // A skim renders whole only the pages with includes: the others have no outline.
    const including = new Set(full.manifest.pages.filter((p) => p.includes).map((p) => p.file))
    const outlined = skimmed.details.pages.filter((p) => p.headings.length > 0)
    expect(outlined.length).toBeGreaterThan(0)
    expect(outlined.filter((p) => !including.has(p.file))).toEqual([])
  })

  it.skipIf(!corpus)('gives the corpus the pages and navigation of the full build', async () => {
    const inputs = await readSiteInputs(corpus!)
    const skimmed = skimFromInputs(inputs, createBuildCache())
    const full = buildFromInputs(inputs)
    expect(skimmed.manifest.pages).toEqual(full.manifest.pages)
    expect(skimmed.manifest.site).toEqual(full.manifest.site)
  })
})
