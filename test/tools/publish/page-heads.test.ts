// A long page's head (its opening blocks as a file of their own) is what its first paint renders:
// rendered by the app as a page of its own, it must give the whole page's first step exactly, or
// not be written at all. The manifest build works it out in its one render of the page
// (manifest/builder/page-head.ts); the static build names it and the shell carries it (tools/publish/page-heads.ts).

import { mkdtemp, readFile, readdir, rm, writeFile, mkdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteRendererFor } from '../../../app/page-load/render/site-renderer'
import { buildManifest } from '../../../manifest/builder/build-manifest'
import { splitFrontmatter } from '../../../manifest/markdown'
import { FIRST_STEP_CHARS } from '../../../manifest/markdown/step-sizes'
import { countMarkdownWords } from '../../../manifest/markdown/word-count'
import type { Manifest } from '../../../manifest/types'
import { HEADS_FOLDER, pageHeads } from '../../../tools/publish/page-heads'
import { loadManifest, readSiteInputs } from '../../../tools/publish/write-manifest'
import { CORPUS_DIR, CORPUS_VARS, hasCorpus, NO_CORPUS_MESSAGE, writeCorpusSiteConfig } from '../../support/corpus'

const DOCS = path.resolve(__dirname, '../../../docs-src')

/** The first step of `text` and the render of its head alone, both by the app's renderer. */
function firstStepAndHead(
  site: Manifest,
  file: string,
  text: string,
  head: string,
  read: (f: string) => string | undefined,
) {
  const render = (source: string) => {
    const { body, bodyLine } = splitFrontmatter(source)
    const parsing = siteRendererFor(site).renderInSteps(body, file, bodyLine, FIRST_STEP_CHARS, read)
    while (!parsing.parse(Infinity));
    return parsing.steps()
  }
  const whole = render(text)
  const alone = render(head)
  return { first: whole.first, alone: alone.first ? undefined : alone.finish() }
}

/** A page of `sections` sections of a few paragraphs each. */
function longText(sections: number, opening = ''): string {
  const section = (n: number) =>
    `## Section ${n}\n\n${'A paragraph of plain text that fills the page with words. '.repeat(8)}\n\n`
  return `# Long\n\n${opening}${Array.from({ length: sections }, (_, n) => section(n)).join('')}`
}

/** The manifest of a site of `files`, and what the static build writes of its pages. */
function buildOf(files: Record<string, string>) {
  return buildManifest({
    files: Object.entries(files).map(([p, text]) => ({ path: p, text, size: text.length, mtime: 0 })),
    config: {},
    now: 0,
    publish: true,
  })
}

function siteOf(files: Record<string, string>): Manifest {
  return buildOf(files).manifest
}

/** The head the build gives `file` of a site of `files` (its whole text), if any. */
function headOfFile(files: Record<string, string>, file: string): string | undefined {
  return buildOf(files).published.get(file)?.head?.text
}

describe('page heads', () => {
  it("cuts a long page at its first step, carrying the rest's link references, and renders as that step", () => {
    const text = `---\ntitle: Long\n---\n${longText(120, 'See [the end][end] and [a partial][part].\n\n')}[end]: #section-119\n\n!!!include(refs.md)!!!\n`
    const files = { 'long.md': text, 'refs.md': '[part]: /long.md#section-3\n' }
    const site = siteOf(files)
    const read = (f: string) => files[f as keyof typeof files]
    const head = headOfFile(files, 'long.md')
    expect(head).toBeDefined()
    expect(head!.startsWith('---\ntitle: Long\n---\n# Long\n')).toBe(true)
    expect(head!.length).toBeLessThan(text.length / 2)
    expect(head).toContain('[end]: #section-119')
    expect(head).toContain('!!!include(refs.md)!!!')
    const { first, alone } = firstStepAndHead(site, 'long.md', text, head!, read)
    expect(first).toBeDefined()
    expect(alone?.html).toBe(first!.html)
    expect(alone?.html).toContain('href="#section-119"')
    expect(alone?.breaks).toEqual(first!.breaks)
    expect(alone?.env.headings).toEqual(first!.headings)
  })

  it('writes no head where the opening blocks would render differently alone, nor for a short page', () => {
    // The reference is defined in a quote further down: it cannot be carried to the head.
    const quoted = `${longText(120, 'See [the end][end].\n\n')}> [end]: #section-119\n`
    expect(headOfFile({ 'quoted.md': quoted }, 'quoted.md')).toBeUndefined()
    const short = longText(20)
    expect(short.length).toBeLessThan(FIRST_STEP_CHARS * 3)
    expect(headOfFile({ 'quoted.md': short }, 'quoted.md')).toBeUndefined()
  })

  it('names heads under their own folder, never for a file of the docs tree, and writes no file', async () => {
    const out = await mkdtemp(path.join(os.tmpdir(), 'page-heads-'))
    try {
      const texts = { 'a.md': longText(120), 'b.md': longText(120), 'short.md': longText(3) }
      for (const [file, text] of Object.entries(texts)) await writeFile(path.join(out, file), text)
      await mkdir(path.join(out, HEADS_FOLDER))
      await writeFile(path.join(out, HEADS_FOLDER, 'b.md'), 'a file of the docs tree')
      const { manifest: site, published } = buildOf(texts)
      const headOf = pageHeads(out, published)
      const page = (file: string) => site.pages.find((p) => p.file === file)!
      expect(headOf(page('a.md'))).toEqual({ file: `${HEADS_FOLDER}/a.md`, words: countMarkdownWords(texts['a.md']) })
      expect(headOf(page('b.md'))).toBeUndefined()
      expect(headOf(page('short.md'))).toBeUndefined()
      expect(texts['a.md'].startsWith(published.get('a.md')!.head!.text)).toBe(true)
      expect(await readdir(path.join(out, HEADS_FOLDER))).toEqual(['b.md'])
      await expect(readFile(path.join(out, HEADS_FOLDER, 'b.md'), 'utf8')).resolves.toBe('a file of the docs tree')
    } finally {
      await rm(out, { recursive: true, force: true })
    }
  })

  /** Every page of a tree that gets a head, checked with the app's renderer. */
  async function headsOf(src: string, siteConfig?: string, vars?: string) {
    const options = { src, siteConfig, vars }
    const [{ manifest, published }, { files }] = await Promise.all([
      loadManifest({ ...options, publish: true }),
      readSiteInputs(options),
    ])
    const texts = new Map(files.map((f) => [f.path, f.text]))
    const read = (file: string) => texts.get(file)
    const heads: string[] = []
    const differ: string[] = []
    for (const page of manifest.pages) {
      const text = texts.get(page.file)
      const head = published.get(page.file)?.head?.text
      if (head === undefined || text === undefined) continue
      heads.push(page.file)
      const { first, alone } = firstStepAndHead(manifest, page.file, text, head, read)
      if (!first || alone?.html !== first.html || JSON.stringify(alone.breaks) !== JSON.stringify(first.breaks)) {
        differ.push(page.file)
      }
    }
    return { heads, differ }
  }

  it('gives the heads of docs-src their first steps with the app renderer', async () => {
    const { heads, differ } = await headsOf(DOCS, path.join(DOCS, 'site.config.json'))
    expect(heads).toContain('api/index.md')
    expect(differ).toEqual([])
  }, 120_000)

  it.skipIf(!hasCorpus)(
    'gives the heads of the corpus their first steps with the app renderer (the API reference among them)',
    async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'page-heads-corpus-'))
      try {
        const { heads, differ } = await headsOf(CORPUS_DIR, await writeCorpusSiteConfig(dir), CORPUS_VARS)
        expect(heads).toContain('api/index.md')
        expect(differ).toEqual([])
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    },
    120_000,
  )
  if (!hasCorpus) it.skip(NO_CORPUS_MESSAGE, () => undefined)
})
