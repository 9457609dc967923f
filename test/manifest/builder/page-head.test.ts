// A long page's render that also gives its head: one render of the page, as a whole render gives
// it, and a check of the head alone, which is never made for opening blocks too long for a head.

import { describe, expect, it } from 'vitest'
import { lineOffset, renderWithHead } from '../../../manifest/builder/page-head'
import { createMarkdown, splitFrontmatter } from '../../../manifest/markdown'
import type { MarkdownRenderer } from '../../../manifest/markdown/types'

/** A page of `sections` sections of a few paragraphs each. */
function longText(sections: number, opening = ''): string {
  const section = (n: number) =>
    `## Section ${n}\n\n${'A paragraph of plain text that fills the page with words. '.repeat(8)}\n\n`
  return `# Long\n\n${opening}${Array.from({ length: sections }, (_, n) => section(n)).join('')}`
}

/** `renderer`, noting each render ('whole' or 'in steps') in `renders`. */
function countingRenderer(renderer: MarkdownRenderer, renders: string[]): MarkdownRenderer {
  return {
    render: (...args) => (renders.push('whole'), renderer.render(...args)),
    renderInSteps: (...args) => (renders.push('in steps'), renderer.renderInSteps(...args)),
  }
}

describe('manifest/builder/page-head', () => {
  it('counts lines as markdown-it does', () => {
    expect(lineOffset('a\nb\r\nc\rd', 0)).toBe(0)
    expect(lineOffset('a\nb\r\nc\rd', 1)).toBe(2)
    expect(lineOffset('a\nb\r\nc\rd', 2)).toBe(5)
    expect(lineOffset('a\nb\r\nc\rd', 3)).toBe(7)
    expect(lineOffset('a\nb', 9)).toBe(3)
  })

  it('renders no opening blocks too long for a head: a page of one long paragraph of unclosed CDATA', () => {
    const long = `# Long\n\n${`x ${'<![CDATA['.repeat(100)}\n`.repeat(400)}\n${longText(120)}`
    const renders: string[] = []
    const counted = countingRenderer(createMarkdown({ vars: {} }), renders)
    const { body, bodyLine } = splitFrontmatter(long)
    const { result, head } = renderWithHead(counted, body, 'long.md', bodyLine, () => undefined)
    expect(head).toBeUndefined()
    // The head's work is the block parse alone, not a second render of the paragraph: the page
    // is rendered once, and nothing alone.
    expect(renders).toEqual(['in steps'])
    expect(result.html).toBe(createMarkdown({ vars: {} }).render(body, 'long.md', bodyLine).html)
  })

  it("renders a long page once, as a whole render does, and its head's check alone", () => {
    const text = longText(120)
    const renders: string[] = []
    const renderer = createMarkdown({ vars: {} })
    const { body, bodyLine } = splitFrontmatter(text)
    const { result, head } = renderWithHead(
      countingRenderer(renderer, renders),
      body,
      'long.md',
      bodyLine,
      () => undefined,
    )
    expect(head).toBeDefined()
    expect(text.startsWith(head!)).toBe(true)
    // The page in steps, then its head alone (no link references to carry: one candidate).
    expect(renders).toEqual(['in steps', 'in steps'])
    expect(result).toEqual(renderer.render(body, 'long.md', bodyLine))
  })
})
