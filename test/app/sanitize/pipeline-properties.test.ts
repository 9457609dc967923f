// @vitest-environment jsdom
// Properties of the one rendering path (shared pipeline, then the sanitizer) for any input: the
// render ends, and its output runs no script, has no event handler, navigates to no javascript:
// or data: URL, posts no form, clobbers no document property and loads nothing from another host.

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createMarkdown } from '../../../manifest/markdown'
import { createPurifier } from '../../../app/sanitize/purifier'
import { SANITIZE_POLICY } from '../../../app/sanitize/sanitize-policy'
import { checkedPipelineMarkup, installSanitizer, sanitizeHtml, sanitizeRendered } from '../../../app/sanitize/sanitize'
import { FILES, page, pageWithoutHtml, VARS } from '../../support/markdown-arbitraries'
import { violations } from '../../support/output-policy'
import { normalizedHtml } from '../../support/normalized-html'
import { checkWithoutPurifier } from '../../support/plain-check'

const md = createMarkdown({ vars: VARS, readFile: (file) => FILES.get(file) })
installSanitizer(createPurifier(SANITIZE_POLICY))

describe('the rendering path for any input', () => {
  it('ends, and its sanitized output holds the policy', () => {
    fc.assert(
      fc.property(page, (src) => {
        expect(violations(sanitizeRendered(md.render(src, 'page.md').html))).toEqual([])
      }),
      { numRuns: 300, seed: 20261124 },
    )
  })

  it('the check of its markup, with or without DOMPurify loaded, gives what DOMPurify gives', () => {
    let accepted = 0
    let acceptedRaw = 0
    let acceptedWithout = 0
    const check = (src: string) => {
      const { html, env } = md.render(src, 'page.md')
      const sanitized = normalizedHtml(sanitizeHtml(html))
      const checked = checkedPipelineMarkup(html)
      if (checked !== undefined) {
        accepted++
        if (env.rawHtml) acceptedRaw++
        expect(normalizedHtml(checked)).toBe(sanitized)
      }
      const without = checkWithoutPurifier(html)
      if (without === undefined) return
      acceptedWithout++
      expect(normalizedHtml(without)).toBe(sanitized)
    }
    fc.assert(fc.property(page, check), { numRuns: 300, seed: 20261127 })
    fc.assert(fc.property(pageWithoutHtml, check), { numRuns: 300, seed: 20261128 })
    expect(accepted).toBeGreaterThan(100)
    expect(acceptedRaw).toBeGreaterThan(10)
    expect(acceptedWithout).toBeGreaterThan(100)
  })

  it('finds the violations it looks for (the check itself can fail)', () => {
    expect(
      violations('<img src="https://evil.example/x.png"><a href="javascript:x">x</a><p onclick="x">y</p>'),
    ).toEqual(['loads https://evil.example/x.png', 'link javascript:x', 'handler onclick'])
  })
})
