// @vitest-environment jsdom
// The check of the pipeline's own markup (app/content/generated-markup.ts) gives what the sanitizer
// would, or declines: by cases, and on every page of docs-src and the corpus without raw HTML
// (each accepted page's HTML is compared with DOMPurify's result).

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { NOT_CHECKED_TAGS } from '../../../app/content/generated-markup'
import { checkedPipelineMarkup as check, sanitizeHtml, sanitizeRendered } from '../../../app/content/sanitize'
import { ALLOWED_TAGS } from '../../../app/content/sanitize-config'
import { createMarkdown, splitFrontmatter } from '../../../manifest/markdown'
import {
  corpusVars,
  CORPUS_DIR,
  hasCorpus,
  markdownFiles,
  NO_CORPUS_MESSAGE,
  readCorpusFile,
} from '../../support/corpus'
import { normalizedHtml } from '../../support/normalized-html'

describe('app/content/generated-markup', () => {
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

  it('stands in for the sanitizer only when the text has no raw HTML (sanitizeRendered)', () => {
    const html = '<p><a href="https://example.org/">out</a> <em>x</em></p>'
    expect(normalizedHtml(sanitizeRendered(html, false))).toBe(normalizedHtml(sanitizeHtml(html)))
    // Raw HTML in the text: the sanitizer walks it, whatever the markup looks like.
    expect(sanitizeRendered('<p onclick="x">y</p>', true)).toBe('<p>y</p>')
    expect(sanitizeRendered('<p onclick="x">y</p>', false)).toBe('<p>y</p>')
  })
})

/** Renders every page of a docs tree; for each without raw HTML, compares the two results. */
function compareTree(root: string, vars: Record<string, string>, readFile: (file: string) => string | undefined) {
  const md = createMarkdown({ vars, readFile, blockBreaks: true })
  let withoutHtml = 0
  let accepted = 0
  for (const file of markdownFiles(root)) {
    const { body, bodyLine } = splitFrontmatter(readFile(file) ?? '')
    const { html, env } = md.render(body, file, bodyLine)
    if (env.rawHtml) continue
    withoutHtml++
    const checked = check(html)
    if (checked === undefined) continue
    accepted++
    expect(normalizedHtml(checked), file).toBe(normalizedHtml(sanitizeHtml(html)))
  }
  return { withoutHtml, accepted }
}

describe('app/content/generated-markup on docs-src', () => {
  it('gives what the sanitizer gives for every page without raw HTML', () => {
    const root = path.resolve('docs-src')
    const read = (file: string) => {
      try {
        return readFileSync(path.join(root, file), 'utf8')
      } catch {
        return undefined
      }
    }
    const { withoutHtml, accepted } = compareTree(root, {}, read)
    expect(withoutHtml).toBeGreaterThan(650)
    expect(accepted).toBeGreaterThan(withoutHtml * 0.95)
  })
})

describe.skipIf(!hasCorpus)('app/content/generated-markup on the corpus', () => {
  it('gives what the sanitizer gives for every page without raw HTML', () => {
    const { withoutHtml, accepted } = compareTree(CORPUS_DIR, corpusVars(), readCorpusFile)
    expect(withoutHtml).toBeGreaterThan(340)
    expect(accepted).toBeGreaterThan(withoutHtml * 0.95)
  })
})

describe.skipIf(hasCorpus)('app/content/generated-markup on the corpus (skipped)', () => {
  it('skips', () => console.warn(NO_CORPUS_MESSAGE))
})
