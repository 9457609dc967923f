// @vitest-environment jsdom
// Properties of the one rendering path (shared pipeline, then the sanitizer) for any input: the
// render ends, and its output runs no script, has no event handler, navigates to no javascript:
// or data: URL, posts no form, clobbers no document property and loads nothing from another host.

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createMarkdown } from '../../../manifest/markdown'
import { checkedPipelineMarkup, sanitizeHtml, sanitizeRendered } from '../../../app/content/sanitize'
import { FILES, page, pageWithoutHtml, VARS } from '../../support/markdown-arbitraries'
import { violations } from '../../support/output-policy'
import { normalizedHtml } from '../../support/normalized-html'

const md = createMarkdown({ vars: VARS, readFile: (file) => FILES.get(file) })

describe('the rendering path for any input', () => {
  it('ends, and its sanitized output holds the policy', () => {
    fc.assert(
      fc.property(page, (src) => {
        const { html, env } = md.render(src, 'page.md')
        expect(violations(sanitizeRendered(html, env.rawHtml))).toEqual([])
      }),
      { numRuns: 300, seed: 20261124 },
    )
  })

  it('on a text without raw HTML, holds the policy; the check of its markup gives what DOMPurify gives', () => {
    let accepted = 0
    fc.assert(
      fc.property(pageWithoutHtml, (src) => {
        const { html, env } = md.render(src, 'page.md')
        expect(env.rawHtml).toBe(false)
        expect(violations(sanitizeRendered(html, false))).toEqual([])
        const checked = checkedPipelineMarkup(html)
        if (checked === undefined) return
        accepted++
        expect(normalizedHtml(checked)).toBe(normalizedHtml(sanitizeHtml(html)))
      }),
      { numRuns: 300, seed: 20261127 },
    )
    expect(accepted).toBeGreaterThan(100)
  })

  it('finds the violations it looks for (the check itself can fail)', () => {
    expect(
      violations('<img src="https://evil.example/x.png"><a href="javascript:x">x</a><p onclick="x">y</p>'),
    ).toEqual(['loads https://evil.example/x.png', 'link javascript:x', 'handler onclick'])
  })
})
