// @vitest-environment jsdom
// Where the rendered HTML may be cut: after top-level blocks, never inside an open element.

import { describe, expect, it } from 'vitest'
import { openElementDelta } from '../../../manifest/markdown/block-breaks'
import { createMarkdown, splitFrontmatter } from '../../../manifest/markdown'
import {
  corpusVars,
  CORPUS_DIR,
  hasCorpus,
  markdownFiles,
  NO_CORPUS_MESSAGE,
  readCorpusFile,
} from '../../support/corpus'
import { testVars } from '../../support/markdown-renderers'

const plain = createMarkdown({ vars: testVars })
const withBreaks = createMarkdown({ vars: testVars, blockBreaks: true })

/** The pieces `breaks` cut `html` into. */
function pieces(html: string, breaks: number[]): string[] {
  const cuts = [0, ...breaks, html.length]
  return cuts.slice(1).map((end, i) => html.slice(cuts[i], end))
}

/** How the browser's parser reads a fragment, serialized back. */
function parsed(html: string): string {
  const template = document.createElement('template')
  template.innerHTML = html
  return template.innerHTML
}

describe('manifest/markdown/block-breaks', () => {
  it('counts opening and closing tags, not void, self-closed or commented ones', () => {
    expect(openElementDelta('<div class="a">')).toBe(1)
    expect(openElementDelta('</div></span>')).toBe(-2)
    expect(openElementDelta('<p>text <br> <img src="x.png"> <x-thing/></p>')).toBe(0)
    expect(openElementDelta('<!-- <div> --><table title="a > b">')).toBe(1)
    expect(openElementDelta('a &lt;div&gt; b')).toBe(0)
  })

  it('renders exactly what markdown-it renders, with breaks between top-level blocks', () => {
    const source = '# Title\n\nOne paragraph.\n\n- a\n- b\n\n::: tip\nInside\n\nStill inside\n:::\n\n```sh\nls\n```\n'
    const a = plain.render(source, 'page.md')
    const b = withBreaks.render(source, 'page.md')
    expect(a.breaks).toBeUndefined()
    expect(b.html).toBe(a.html)
    const parts = pieces(b.html, b.breaks!)
    expect(parts.map((p) => p.trim().slice(0, 4))).toEqual(['<h1 ', '<p>O', '<ul>', '<div', '<div'])
    expect(parts.find((p) => p.includes('Inside'))).toContain('Still inside')
  })

  it('never cuts inside raw HTML that spans blocks', () => {
    const source = 'Before\n\n<div class="box">\n\nFirst\n\nSecond\n\n</div>\n\nAfter\n'
    const { html, breaks } = withBreaks.render(source, 'page.md')
    const parts = pieces(html, breaks!)
    expect(parts).toHaveLength(3)
    expect(parts[1]).toMatch(/^<div class="box">[\s\S]*Second[\s\S]*<\/div>\n$/)
    expect(parts.map(parsed).join('')).toBe(parsed(html))
  })

  it('stops cutting once raw HTML closes more than it opened', () => {
    const source = 'One\n\n</div>\n\nTwo\n\nThree\n'
    const { html, breaks } = withBreaks.render(source, 'page.md')
    expect(breaks).toHaveLength(1)
    expect(html.slice(0, breaks![0])).toBe('<p>One</p>\n')
  })

  it('does not cut after an unclosed raw element', () => {
    const source = 'One\n\n<details>\n\nTwo\n\nThree\n'
    const { html, breaks } = withBreaks.render(source, 'page.md')
    expect(pieces(html, breaks!).at(-1)).toMatch(/^<details>[\s\S]*Three/)
  })
})

describe.skipIf(!hasCorpus)('manifest/markdown/block-breaks on the corpus', () => {
  it('cuts api/index.md and every page with raw block HTML into pieces that parse like the whole', () => {
    const readFile = readCorpusFile
    const vars = corpusVars()
    const whole = createMarkdown({ vars, readFile })
    const cutter = createMarkdown({ vars, readFile, blockBreaks: true })
    const checked: string[] = []
    for (const file of markdownFiles(CORPUS_DIR)) {
      const { body, bodyLine } = splitFrontmatter(readFile(file)!)
      if (file !== 'api/index.md' && !/^ {0,3}<(?:div|table|details|p|span|section)\b/im.test(body)) continue
      const { html, breaks = [] } = cutter.render(body, file, bodyLine)
      expect(html, file).toBe(whole.render(body, file, bodyLine).html)
      expect(pieces(html, breaks).map(parsed).join(''), file).toBe(parsed(html))
      checked.push(file)
    }
    expect(checked.length).toBeGreaterThanOrEqual(10)
    const api = splitFrontmatter(readFile('api/index.md')!)
    expect(cutter.render(api.body, 'api/index.md', api.bodyLine).breaks!.length).toBeGreaterThan(1000)
  })
})

describe.skipIf(hasCorpus)('manifest/markdown/block-breaks on the corpus (skipped)', () => {
  it('skips', () => console.warn(NO_CORPUS_MESSAGE))
})
