// A page rendered in two steps ends exactly as a whole render: HTML, breaks, outline, links,
// widgets and diagnostics, on fixtures and on every corpus page; so does one whose blocks are
// parsed part by part and whose rest is rendered part by part.

import { describe, expect, it } from 'vitest'
import { createMarkdown, splitFrontmatter, type MarkdownRenderer } from '../../../manifest/markdown'
import {
  corpusVars,
  CORPUS_DIR,
  hasCorpus,
  markdownFiles,
  NO_CORPUS_MESSAGE,
  readCorpusFile,
} from '../../support/corpus'
import { testVars } from '../../support/markdown-renderers'

/** Renders `body` both ways and checks the stepped render against the whole one. */
function expectSameInSteps(md: MarkdownRenderer, body: string, file: string, line: number, firstChars: number) {
  const whole = md.render(body, file, line)
  const steps = md.renderInSteps(body, file, line, firstChars).steps()
  const first = steps.first
  const done = steps.finish()
  expect(done.html, file).toBe(whole.html)
  expect(done.breaks, file).toEqual(whole.breaks)
  expect(done.headingTitle, file).toBe(whole.headingTitle)
  expect(done.env.headings, file).toEqual(whole.env.headings)
  // Lists that two rules fill (links from markdown and from raw HTML) may come in another order.
  const sorted = <T>(list: T[]) => list.map((x) => JSON.stringify(x)).sort()
  expect(sorted(done.env.links), file).toEqual(sorted(whole.env.links))
  expect(sorted(done.env.widgets), file).toEqual(sorted(whole.env.widgets))
  expect(done.env.includes, file).toEqual(whole.env.includes)
  expect(done.env.codeLanguages.sort(), file).toEqual(whole.env.codeLanguages.sort())
  expect(sorted(done.env.diagnostics), file).toEqual(sorted(whole.env.diagnostics))
  // Blocks parsed part by part (a few hundred characters each) and the rest rendered part by
  // part (a few hundred tokens each) end the same too.
  const parsing = md.renderInSteps(body, file, line, firstChars)
  while (!parsing.parse(300)) parsePartsSeen++
  const inParts = parsing.steps()
  expect(inParts.first?.html, file).toBe(first?.html)
  let parts = 0
  while (!inParts.advance(200)) parts++
  const partsDone = inParts.finish()
  expect(partsDone.html, file).toBe(whole.html)
  expect(partsDone.breaks, file).toEqual(whole.breaks)
  expect(sorted(partsDone.env.diagnostics), file).toEqual(sorted(whole.env.diagnostics))
  expect(partsDone.env.headings, file).toEqual(whole.env.headings)
  // Blocks parsed as the parts need them (a page without link references): the same again.
  const ahead = md.renderInSteps(body, file, line, firstChars).steps(300)
  expect(ahead.first?.html, file).toBe(first?.html)
  while (!ahead.advance(200)) parts++
  const aheadDone = ahead.finish()
  expect(aheadDone.html, file).toBe(whole.html)
  expect(aheadDone.breaks, file).toEqual(whole.breaks)
  expect(sorted(aheadDone.env.diagnostics), file).toEqual(sorted(whole.env.diagnostics))
  expect(sorted(aheadDone.env.links), file).toEqual(sorted(whole.env.links))
  expect(aheadDone.env.headings, file).toEqual(whole.env.headings)
  if (first && !body.includes(']:')) parsedAheadSeen++
  if (first) {
    expect(whole.html.startsWith(first.html), file).toBe(true)
    expect(first.breaks, file).toEqual((whole.breaks ?? []).filter((b) => b < first.html.length))
    // A cut before blocks that render nothing (a trailing reference) leaves all HTML in `first`.
    if (first.html.length < whole.html.length) expect(whole.breaks, file).toContain(first.html.length)
    expect(whole.env.headings.slice(0, first.headings.length), file).toEqual(first.headings)
  }
  partsSeen += parts
  return first
}

/** Parts the tests above have rendered beyond the first (so the part-by-part path is exercised). */
let partsSeen = 0
/** Parts of block parsing beyond the first. */
let parsePartsSeen = 0
/** Pages cut whose blocks were also parsed as the parts needed them (no link reference). */
let parsedAheadSeen = 0

describe('manifest/markdown/render-in-steps', () => {
  const md = createMarkdown({ vars: testVars, blockBreaks: true })

  it('shows the opening blocks first and ends like a whole render', () => {
    const section = (n: number) =>
      `## Part ${n}\n\nText with a [link](other.md#x), \`code\` and *emphasis* ${'word '.repeat(40)}\n\n::: tip\nA tip\n:::\n\n`
    const body = `# Title\n\n${Array.from({ length: 40 }, (_, i) => section(i % 5)).join('')}[other]: https://example.com\n`
    const first = expectSameInSteps(md, body, 'page.md', 1, 1000)
    expect(first).toBeDefined()
    expect(first!.html.length).toBeLessThan(body.length / 2)
    expect(first!.headings[0]!.text).toBe('Title')
    expect(partsSeen).toBeGreaterThan(0)
    expect(parsePartsSeen).toBeGreaterThan(0)
  })

  it('parses the blocks of a page without link references as its parts need them', () => {
    const section = (n: number) => `## Part ${n}\n\n- a\n- b\n\n> quote\n> *more*\n\n${'word '.repeat(30)}\n\n`
    const body = `# Title\n\n${Array.from({ length: 60 }, (_, i) => section(i)).join('')}`
    const before = parsedAheadSeen
    expect(expectSameInSteps(md, body, 'page.md', 1, 1000)).toBeDefined()
    expect(parsedAheadSeen).toBe(before + 1)
  })

  it('uses reference definitions from the end of the page in the opening blocks', () => {
    const body = `See [the guide][guide].\n\n${'Filler paragraph text.\n\n'.repeat(400)}[guide]: https://example.com/guide\n`
    const first = expectSameInSteps(md, body, 'page.md', 1, 500)
    expect(first!.html).toContain('href="https://example.com/guide"')
  })

  it('does not cut short pages or pages whose opening raw HTML stays open', () => {
    expect(md.renderInSteps('# Short\n\nText.\n', 'page.md', 1, 1000).steps().first).toBeUndefined()
    const unclosedBlock = `<div class="box">\n\n${'Inside the box.\n\n'.repeat(300)}`
    expect(expectSameInSteps(md, unclosedBlock, 'page.md', 1, 500)).toBeUndefined()
    const unclosedInline = `Start <span class="x">\n\n${'Still inside.\n\n'.repeat(300)}`
    expect(expectSameInSteps(md, unclosedInline, 'page.md', 1, 500)).toBeUndefined()
    const closed = `<div class="box">\n\n${'Inside the box.\n\n'.repeat(300)}</div>\n\n${'After.\n\n'.repeat(300)}`
    expect(expectSameInSteps(md, closed, 'page.md', 1, 500)?.html).toMatch(/^<div class="box">[\s\S]*<\/div>\n$/)
  })
})

describe('manifest/markdown/render-in-steps part by part', () => {
  const md = createMarkdown({ vars: testVars, blockBreaks: true })

  it('carries raw HTML nesting across parts: nesting too deep is found as in a whole render', () => {
    const filler = 'A paragraph between the raw HTML blocks.\n\n'.repeat(400)
    const body =
      `# Deep\n\n${filler}<div>\n\n${'<section>'.repeat(200)}\n\n${filler}` +
      `${'<span>'.repeat(100)}x${'</span>'.repeat(100)}\n\n${filler}${'</section>'.repeat(200)}\n\n</div>\n\n${filler}`
    const whole = md.render(body, 'deep.md', 1)
    expect(whole.env.diagnostics.map((d) => d.code)).toEqual(['html'])
    expectSameInSteps(md, body, 'deep.md', 1, 500)
  })
})

describe.skipIf(!hasCorpus)('manifest/markdown/render-in-steps on the corpus', () => {
  it('renders every corpus page in steps exactly as whole (cut after 1,500 characters)', () => {
    const readFile = readCorpusFile
    const vars = corpusVars()
    const md = createMarkdown({ vars, readFile, blockBreaks: true })
    let cut = 0
    for (const file of markdownFiles(CORPUS_DIR)) {
      const { body, bodyLine } = splitFrontmatter(readFile(file)!)
      if (expectSameInSteps(md, body, file, bodyLine, 1500)) cut++
    }
    // Most pages are long enough to be cut this early; many have no link reference.
    expect(cut).toBeGreaterThan(200)
    expect(parsedAheadSeen).toBeGreaterThan(100)
    const api = splitFrontmatter(readFile('api/index.md')!)
    expect(expectSameInSteps(md, api.body, 'api/index.md', api.bodyLine, 12_000)).toBeDefined()
  }, 60_000)
})

describe.skipIf(hasCorpus)('manifest/markdown/render-in-steps on the corpus (skipped)', () => {
  it('skips', () => console.warn(NO_CORPUS_MESSAGE))
})
