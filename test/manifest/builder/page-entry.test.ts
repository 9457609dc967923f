// The build renders at most BUILD_RENDER_CHARS of a page body: a longer page is rendered up to a
// blank line before the bound, with a `size` warning at the first line left out.

import { describe, expect, it } from 'vitest'
import { BUILD_RENDER_CHARS, renderedPart, renderPageSource } from '../../../manifest/builder/page-entry'
import { readPageSource } from '../../../manifest/builder/page-source'
import { createMarkdown } from '../../../manifest/markdown/index'
import type { Diagnostic } from '../../../manifest/types'

const md = createMarkdown({ vars: {} })
const source = (text: string) => readPageSource({ path: 'long.md', text, size: text.length, mtime: 0 })

describe('manifest/builder/page-entry render bound', () => {
  it('keeps a body within the bound whole, and cuts a longer one at a blank line, else a line break', () => {
    expect(renderedPart('a\n\nb\n', 5)).toBe('a\n\nb\n')
    expect(renderedPart('# A\n\ntext\n\n## B\n\nmore\n', 16)).toBe('# A\n\ntext\n')
    // No blank line in the second half of the bound: the last line break before it.
    expect(renderedPart('x\n\n' + 'line\n'.repeat(10), 20)).toBe('x\n\n' + 'line\n'.repeat(3))
    // No line break at all: the bound itself.
    expect(renderedPart('y'.repeat(30), 10)).toBe('y'.repeat(10))
    expect(BUILD_RENDER_CHARS).toBeGreaterThan(1_048_576)
  })

  it('renders a page over the bound up to the cut: headings and links past it are not in the render', () => {
    const text =
      '---\ntitle: Long\n---\n\n# Long\n\n[first](./a.md)\n\n## Kept\n\ntext\n\n## Left out\n\n[later](./b.md)\n'
    const page = source(text)
    const diagnostics: Diagnostic[] = []
    const max = page.body.indexOf('## Left out') + 3
    const result = renderPageSource(md, page, diagnostics, () => undefined, max)
    expect(result.env.headings.map((h) => h.text)).toEqual(['Long', 'Kept'])
    expect(result.env.links.map((l) => l.raw)).toEqual(['./a.md'])
    expect(result.html).not.toContain('later')
    expect(diagnostics).toEqual([
      {
        file: 'long.md',
        line: 12,
        severity: 'warning',
        message: expect.stringMatching(
          /^page body is 70 characters: the build reads its first 40 \(at most 44\), so the outline, the link check and search stop here; readers still get the whole page/,
        ),
        code: 'size',
      },
    ])
    // Line 12: the blank line after the last one read.
    expect(text.split('\n').slice(10, 13)).toEqual(['text', '', '## Left out'])
    expect(page.body.slice(0, 40).endsWith('text\n')).toBe(true)
  })

  it('renders a page within the bound whole, without a finding', () => {
    const page = source('# Short\n\n## Two\n')
    const diagnostics: Diagnostic[] = []
    const result = renderPageSource(md, page, diagnostics, () => undefined, page.body.length)
    expect(result.env.headings.map((h) => h.text)).toEqual(['Short', 'Two'])
    expect(diagnostics).toEqual([])
  })
})
