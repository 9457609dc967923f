// @vitest-environment jsdom
// The check of plain markup (app/sanitize/generated-markup.ts) gives what the sanitizer would, or
// declines: by cases, and on every page of docs-src and the corpus (each accepted page's HTML is
// compared with DOMPurify's result), with DOMPurify's attribute verdicts and with the plain ones
// the first paint has before it downloads DOMPurify.

import { describe, expect, it } from 'vitest'
import { NOT_CHECKED_TAGS } from '../../../app/sanitize/generated-markup'
import { createPurifier } from '../../../app/sanitize/purifier'
import { SANITIZE_POLICY } from '../../../app/sanitize/sanitize-policy'
import {
  checkedPipelineMarkup as check,
  installSanitizer,
  sanitizeHtml,
  sanitizeRendered,
} from '../../../app/sanitize/sanitize'
import { ALLOWED_TAGS } from '../../../app/sanitize/sanitize-config'
import { hasCorpus, NO_CORPUS_MESSAGE } from '../../support/corpus'
import { normalizedHtml } from '../../support/normalized-html'
import { checkWithoutPurifier } from '../../support/plain-check'
import { corpusTree, docsSrcTree, renderedPages, type DocsTree } from '../../support/rendered-pages'

installSanitizer(createPurifier(SANITIZE_POLICY))

describe('app/sanitize/generated-markup', () => {
  it('leaves media and the body to the sanitizer', () => {
    for (const tag of NOT_CHECKED_TAGS) expect(ALLOWED_TAGS, tag).toContain(tag)
    for (const tag of NOT_CHECKED_TAGS) expect(check(`<${tag}>`), tag).toBeUndefined()
    expect(check('<p><video controls="">x</video></p>')).toBeUndefined()
  })

  it('gives an image from this site what the sanitizer gives it, and leaves others to it', () => {
    for (const html of [
      '<p><img src="/docs/assets/a.png" alt="a &amp; b"></p>',
      '<p><img src="data:image/png;base64,AAAA" alt="inline" ></p>',
      '<p><img src="/docs/assets/a.png" alt="a" loading="eager"></p>',
      '<p><img></p>',
    ]) {
      const checked = check(html)!
      expect(checked, html).toBeDefined()
      expect(normalizedHtml(checked), html).toBe(normalizedHtml(sanitizeHtml(html)))
    }
    expect(check('<p><img src="/docs/a.png" alt="a"></p>')).toContain('alt="a" loading="lazy">')
  })

  it('accepts plain markup as it is', () => {
    const html =
      '<h2 id="location" tabindex="-1">A &amp; B</h2>\n<p>Text with <code>&lt;script&gt;</code> &gt; and <a href="/docs/x.html#y">a link</a>.</p>\n' +
      '<table>\n<thead>\n<tr>\n<th style="text-align:right">n</th>\n</tr>\n</thead>\n</table>\n<div class="tip custom-block" data-lang="bash" aria-label="x &quot;y&quot;"><br></div>\n'
    expect(check(html)).toBe(html)
    expect(normalizedHtml(sanitizeHtml(html))).toBe(normalizedHtml(html))
  })

  it('gives a link to another host what the sanitizer gives it', () => {
    const html =
      '<p><a href="https://example.org/a?b=1&amp;c=2" target="_self" rel="x">out</a> <a href="#in" target="_blank">in</a></p>'
    const checked = check(html)!
    expect(checked).toContain('target="_blank" rel="noopener noreferrer">out')
    expect(normalizedHtml(checked)).toBe(normalizedHtml(sanitizeHtml(html)))
  })

  it.each([
    ['a script', '<p>x</p><script>alert(1)</script>'],
    ['an element the sanitizer removes', '<p><textarea>x</textarea></p>'],
    ['an image from another host', '<p><img src="https://evil.example/a.png" alt="a"></p>'],
    ['an image with a srcset', '<p><img src="/docs/a.png" srcset="https://evil.example/a.png 2x"></p>'],
    ['a source on another element', '<p src="/docs/a.png">y</p>'],
    ['a comment', '<p>x</p><!-- y -->'],
    ['an upper-case name', '<P>x</P>'],
    ['a bare <', '<p>a < b</p>'],
    ['a single-quoted value', "<p class='x'>y</p>"],
    ['an unquoted value', '<p class=x>y</p>'],
    ['attributes not apart', '<p class="x"id="y">y</p>'],
    ['a value with >', '<p title="a>b">y</p>'],
    ['an event handler', '<p onclick="alert(1)">y</p>'],
    ['a name attribute', '<p name="cookie">y</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">y</a>'],
    ['a javascript: link behind a reference', '<a href="javascript&#58;alert(1)">y</a>'],
    ['a link with a space before its address', '<a href=" javascript:alert(1)">y</a>'],
    ['a data: link', '<a href="data:text/html,x">y</a>'],
    ['a style that loads', '<p style="background:url(https://evil.example/x)">y</p>'],
    ['a media address', '<div poster="https://evil.example/x.png">y</div>'],
    ['a data: image that is not inline-safe', '<p><img src="data:image/svg+xml,x" alt="a"></p>'],
    ['an attribute twice', '<p class="a" class="b">y</p>'],
    ['an end tag with attributes', '<p>y</p class="x">'],
    ['a value that closes a comment', '<p title="a --&gt; b">y</p>'],
    ['whitespace other than the tokenizer\u2019s', '<p\u00a0onclick="x">y</p>'],
  ])('declines %s', (_, html) => {
    expect(check(html)).toBeUndefined()
  })

  it('stands in for the sanitizer where it accepts the markup, and leaves the rest to it (sanitizeRendered)', () => {
    const html =
      '<p><a href="https://example.org/">out</a> <em>x</em><br><span class="a" style="color: red">y</span></p>'
    expect(normalizedHtml(sanitizeRendered(html))).toBe(normalizedHtml(sanitizeHtml(html)))
    expect(checkWithoutPurifier(html)).toBe(check(html))
    expect(sanitizeRendered('<p onclick="x">y</p>')).toBe('<p>y</p>')
    expect(sanitizeRendered('<p>x</p><!-- y --><script>alert(1)</script>')).toBe('<p>x</p>')
  })
})

/**
 * Renders every page of a docs tree; for each, compares the check's result (with DOMPurify's
 * verdicts, and with the plain ones alone) with DOMPurify's.
 */
function compareTree(tree: DocsTree) {
  let pages = 0
  let accepted = 0
  let acceptedWithout = 0
  for (const { file, html } of renderedPages(tree)) {
    pages++
    const checked = check(html)
    const without = checkWithoutPurifier(html)
    if (without !== undefined) acceptedWithout++
    if (checked === undefined) continue
    accepted++
    const sanitized = normalizedHtml(sanitizeHtml(html))
    expect(normalizedHtml(checked), file).toBe(sanitized)
    if (without !== undefined) expect(without, file).toBe(checked)
  }
  return { pages, accepted, acceptedWithout }
}

describe('app/sanitize/generated-markup on docs-src', () => {
  it('gives what the sanitizer gives for every page it accepts, and accepts nearly all', () => {
    const { pages, accepted, acceptedWithout } = compareTree(docsSrcTree())
    expect(pages).toBeGreaterThan(700)
    expect(accepted).toBeGreaterThan(pages * 0.95)
    expect(acceptedWithout).toBeGreaterThan(pages * 0.95)
  })
})

describe.skipIf(!hasCorpus)('app/sanitize/generated-markup on the corpus', () => {
  it('gives what the sanitizer gives for every page it accepts, and accepts nearly all', () => {
    const { pages, accepted, acceptedWithout } = compareTree(corpusTree())
    expect(pages).toBeGreaterThan(700)
    expect(accepted).toBeGreaterThan(pages * 0.9)
    expect(acceptedWithout).toBeGreaterThan(pages * 0.9)
  })
})

describe.skipIf(hasCorpus)('app/sanitize/generated-markup on the corpus (skipped)', () => {
  it('skips', () => console.warn(NO_CORPUS_MESSAGE))
})
