// Tests of manifest/markdown/plugins/html-in-source.ts: whether the text parsed may hold raw HTML.

import { describe, expect, it } from 'vitest'
import { createMarkdown } from '../../manifest/markdown'

describe('markdown/plugins/html-in-source', () => {
  const md = createMarkdown({
    vars: { tag: '<b>bold</b>', plain: 'two < three' },
    readFile: (file) =>
      file === 'raw.md' ? 'An <em>included</em> tag.\n' : file === 'plain.md' ? 'Plain.\n' : undefined,
  })
  const inSource = (text: string) => md.render(text, 'page.md').env.htmlInSource

  it.each([
    ['a block of HTML', '<div class="x">\n\nText\n\n</div>\n'],
    ['an inline tag', 'A <span>tag</span>.\n'],
    ['an end tag alone', 'A </span> end.\n'],
    ['a comment', 'A <!-- note --> comment.\n'],
    ['a processing instruction', '<?php echo 1 ?>\n'],
    ['an autolink', '<https://example.org>\n'],
    ['a tag from an include', '!!!include(raw.md)!!!\n'],
    ['a tag from a variable', 'Value: {{ $tag }}\n'],
    ['a tag in code (may be raw elsewhere: the check is of the whole text)', '`<b>`\n'],
  ])('is true for %s', (_, text) => {
    expect(inSource(text)).toBe(true)
  })

  it.each([
    ['plain text', '# Title\n\nText with **bold** and [a link](/x.md).\n'],
    ['a < that starts no tag', 'a < b, 1<2, <3 and < b\n'],
    ['escaped tags', '&lt;script&gt; and \\<b>\n'.replace('\\<b>', '&#60;b&#62;')],
    ['an include without tags', '!!!include(plain.md)!!!\n'],
    ['a variable without tags', 'Value: {{ $plain }}\n'],
  ])('is false for %s', (_, text) => {
    expect(inSource(text)).toBe(false)
  })

  it('is known before any block is parsed (renderInSteps)', () => {
    expect(md.renderInSteps('Text <b>x</b>\n', 'page.md', 1, 10).htmlInSource).toBe(true)
    expect(md.renderInSteps('Text\n', 'page.md', 1, 10).htmlInSource).toBe(false)
  })
})
