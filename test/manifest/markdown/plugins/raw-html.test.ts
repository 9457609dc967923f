// Tests of manifest/markdown/plugins/raw-html.ts: whether a page has raw HTML tokens.

import { describe, expect, it } from 'vitest'
import { createMarkdown } from '../../../../manifest/markdown'

describe('manifest/markdown/plugins/raw-html', () => {
  const md = createMarkdown({
    vars: { tag: '<b>bold</b>', plain: 'two < three' },
    readFile: (file) =>
      file === 'raw.md' ? 'An <em>included</em> tag.\n' : file === 'plain.md' ? 'Plain.\n' : undefined,
  })
  const rawHtml = (text: string) => md.render(text, 'page.md').env.rawHtml

  it.each([
    ['a block of HTML', '<div class="x">\n\nText\n\n</div>\n'],
    ['an inline tag', 'A <span>tag</span>.\n'],
    ['an end tag alone', 'A </span> end.\n'],
    ['a comment', 'A <!-- note --> comment.\n'],
    ['a line break tag', 'One<br>two\n'],
    ['a Vue component', '<Badge text="new"/>\n'],
    ['a tag in a table cell', '| a |\n|---|\n| <b>x</b> |\n'],
    ['a tag in a container', '::: tip\nA <i>tip</i>\n:::\n'],
    ['a tag from an include', '!!!include(raw.md)!!!\n'],
    ['a tag from a variable', 'Value: {{ $tag }}\n'],
  ])('is true for %s', (_, text) => {
    expect(rawHtml(text)).toBe(true)
  })

  it.each([
    ['plain text', '# Title\n\nText with **bold** and [a link](/x.md).\n'],
    ['a < that starts no tag', 'a < b, 1<2, <3 and < b\n'],
    ['escaped tags', '&lt;script&gt; and &#60;b&#62;\n'],
    ['tags in code', '`<b>` and\n\n```html\n<div onclick="x">\n```\n\n    <option value="1"/>\n'],
    ['an autolink', '<https://example.org>\n'],
    ['an include without tags', '!!!include(plain.md)!!!\n'],
    ['a variable without tags', 'Value: {{ $plain }}\n'],
  ])('is false for %s', (_, text) => {
    expect(rawHtml(text)).toBe(false)
  })

  it('follows a page rendered in steps as its parts are resolved', () => {
    const text = `# Long\n\n${'A paragraph of text.\n\n'.repeat(200)}A <b>tag</b> at the end.\n`
    const parsing = md.renderInSteps(text, 'page.md', 1, 100)
    const steps = parsing.steps()
    expect(steps.first).toBeDefined()
    expect(parsing.rawHtml()).toBe(false)
    steps.finish()
    expect(parsing.rawHtml()).toBe(true)
    expect(md.renderInSteps('Text\n', 'page.md', 1, 10).rawHtml()).toBe(false)
  })
})
