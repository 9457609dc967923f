// @vitest-environment jsdom
// Properties of the one rendering path (shared pipeline, then the sanitizer) for any input: the
// render ends, and its output runs no script, has no event handler, navigates to no javascript:
// or data: URL, posts no form, clobbers no document property and loads nothing from another host.

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createMarkdown } from '../../../manifest/markdown'
import { sanitizeHtml } from '../../../app/content/sanitize'
import { FILES, page, VARS } from '../../support/markdown-arbitraries'
import { violations } from '../../support/output-policy'

const md = createMarkdown({ vars: VARS, readFile: (file) => FILES.get(file) })

describe('the rendering path for any input', () => {
  it('ends, and its sanitized output holds the policy', () => {
    fc.assert(
      fc.property(page, (src) => {
        const { html } = md.render(src, 'page.md')
        expect(violations(sanitizeHtml(html))).toEqual([])
      }),
      { numRuns: 300, seed: 20261124 },
    )
  })

  it('finds the violations it looks for (the check itself can fail)', () => {
    expect(
      violations('<img src="https://evil.example/x.png"><a href="javascript:x">x</a><p onclick="x">y</p>'),
    ).toEqual(['loads https://evil.example/x.png', 'link javascript:x', 'handler onclick'])
  })
})
