// The markdown pipeline as the browser bundle builds it (esbuild.config.ts stubs and plugins)
// renders what Node renders. A jsdom document gives the entities stand-in the HTML parser it
// decodes with (the test itself runs in Node: esbuild does not run under jsdom's globals).

import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appBuildOptions, BROWSER_STUBS } from '../../esbuild.config'
import * as direct from '../../manifest/markdown'
import { plainFields } from '../../esbuild-plain-fields'
import { CORPUS_DIR, CORPUS_VARS, hasCorpus, markdownFiles } from '../support/corpus'
import { browserBundled } from '../support/browser-bundled'

type Pipeline = typeof direct

const DOCS_SRC = path.resolve(import.meta.dirname, '../../docs-src')

/** Renders `file` of `root` with a pipeline, the way site-renderer.ts sets it up (minus the site's URL resolver). */
function render(pipeline: Pipeline, root: string, file: string, vars: Record<string, string>): string {
  const md = pipeline.createMarkdown({
    vars,
    readFile: (rel) => {
      const full = path.join(root, rel)
      return existsSync(full) ? readFileSync(full, 'utf8') : undefined
    },
  })
  const { body, bodyLine } = pipeline.splitFrontmatter(readFileSync(path.join(root, file), 'utf8'))
  return md.render(body, file, bodyLine).html
}

describe('esbuild.config (browser stubs)', () => {
  let dir: string
  let bundled: Pipeline
  let inputs: string[]
  let code: string

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'browser-pipeline-'))
    ;({ module: bundled, inputs, code } = await browserBundled<Pipeline>('manifest/markdown/index.ts', dir))
    globalThis.document = new JSDOM('').window.document
  }, 60_000)

  /** The bundled pipeline renders `source` exactly as Node's does. */
  function expectSameRender(source: string): void {
    const opts = { vars: {} }
    expect(bundled.createMarkdown(opts).render(source, 'x.md').html).toBe(
      direct.createMarkdown(opts).render(source, 'x.md').html,
    )
  }

  afterAll(async () => {
    delete (globalThis as { document?: Document }).document
    await rm(dir, { recursive: true, force: true })
  })

  it('leaves linkify-it, entities and uc.micro out of the browser bundle', () => {
    expect(appBuildOptions.alias).toEqual(BROWSER_STUBS)
    for (const [pkg, stub] of [
      ['linkify-it', 'linkify-it'],
      ['entities', 'entities'],
      ['uc.micro', 'uc-micro'],
    ]) {
      expect(
        inputs.some((i) => i.includes(`node_modules/${pkg}/`)),
        pkg,
      ).toBe(false)
      expect(
        inputs.some((i) => i.includes(`app/stubs/${stub}.ts`)),
        stub,
      ).toBe(true)
    }
  })

  it('decodes character references and finds punctuation as without the stubs', () => {
    const source =
      'Caf&eacute; &amp; &copy; &notit; &nosuch; &#65; &#x1F600; &lt;b&gt;\n\n' +
      '**«quoted»**x and *“curly”*y, _¡hola!_ and **€5**z\n\n[a &amp; b](/x?a=1&amp;b=2 "t&quot;")\n'
    expectSameRender(source)
  })

  it("sets markdown-it's class fields by plain assignment", () => {
    const sample = `constructor(type) {
		_defineProperty(
			this,
			/**
			* Source map info (with "quotes", and parens)
			*/
			"map",
			null
		);
		_defineProperty(this, "rules", Object.assign({}, defaults));
		_defineProperty(MarkdownIt, "Token", Token);`
    const { code: out, rewritten } = plainFields(sample)
    expect(rewritten).toBe(2)
    expect(out).toContain('this.map = null;')
    expect(out).toContain('this.rules = Object.assign({}, defaults);')
    expect(out).toContain('_defineProperty(MarkdownIt, "Token", Token);')
    // In the bundle: the Token constructor and the parser states no longer call the helper.
    expect(code.match(/_defineProperty\(\s*this\b/g) ?? []).toEqual([])
    expect(code).toMatch(/this\.map = null/)
  })

  it('renders links, autolinks and bare URLs as without the stub', () => {
    const source =
      'See <https://example.com/a?b=1>, www.example.com and https://example.org/x.\n\n' +
      '[IDN](http://münchen.example/path) and [mail](mailto:ops@example.com)\n'
    expectSameRender(source)
  })

  it('renders every docs-src page the same', () => {
    for (const file of markdownFiles(DOCS_SRC)) {
      expect(render(bundled, DOCS_SRC, file, {}), file).toBe(render(direct, DOCS_SRC, file, {}))
    }
  })

  it.skipIf(!hasCorpus)(
    'renders a sample of corpus pages the same',
    () => {
      const vars = JSON.parse(readFileSync(CORPUS_VARS, 'utf8')) as Record<string, string>
      const pages = markdownFiles(CORPUS_DIR)
      const sample = pages.filter((file, i) => i % 15 === 0 || file === 'api/index.md')
      expect(sample.length).toBeGreaterThan(40)
      for (const file of sample) {
        expect(render(bundled, CORPUS_DIR, file, vars), file).toBe(render(direct, CORPUS_DIR, file, vars))
      }
    },
    60_000,
  )
})
