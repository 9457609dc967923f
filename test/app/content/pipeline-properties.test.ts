// @vitest-environment jsdom
// Properties of the one rendering path (shared pipeline, then the sanitizer) for any input: the
// render ends, and its output runs no script, has no event handler, navigates to no javascript:
// or data: URL, posts no form, clobbers no document property and loads nothing from another host.

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createMarkdown } from '../../../manifest/markdown'
import { isSafeLink, isSiteAsset } from '../../../manifest/url-policy'
import { sanitizeHtml } from '../../../app/content/render-page'

const URLS = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://evil.example/x.png',
  '//evil.example/x.png',
  '/docs/assets/ok.svg',
  'page.md#part',
  '#top',
  'url(https://evil.example/x)',
]
const TAGS = ['script', 'iframe', 'img', 'a', 'form', 'input', 'object', 'embed', 'svg', 'math', 'style', 'div', 'span', 'video', 'source', 'button', 'details', 'base', 'meta', 'link', 'VidStack', 'PDF']
const ATTRS = ['onerror', 'onclick', 'onload', 'href', 'src', 'action', 'formaction', 'name', 'id', 'style', 'srcdoc', 'xlink:href', 'poster', 'data-x', 'background']
const VALUES = [...URLS, 'document', 'cookie', 'location', 'background:url(https://evil.example/y)', 'x" onmouseover="alert(1)', '{{ $v }}']

const quoted = (value: string) => `"${value.replace(/"/g, '&quot;')}"`
const rawHtml = fc
  .tuple(fc.constantFrom(...TAGS), fc.array(fc.tuple(fc.constantFrom(...ATTRS), fc.constantFrom(...VALUES)), { maxLength: 4 }), fc.boolean())
  .map(([tag, attrs, close]) => {
    const list = attrs.map(([name, value]) => `${name}=${quoted(value)}`).join(' ')
    return `<${tag} ${list}>${close ? `text</${tag}>` : ''}`
  })
const fragment = fc.oneof(
  rawHtml,
  fc.constantFrom(...URLS).map((url) => `[a link](${url})`),
  fc.constantFrom(...URLS).map((url) => `![an image](${url})`),
  fc.constantFrom(...URLS).map((url) => `<${url}>`),
  fc.constantFrom('# Title', '## Part', '### location', '#### cookie'),
  fc.constantFrom('::: tip', '::: warning Look', '::: tabs', '@tab One', '@tab Two', '::: code-tabs', ':::', '::: enterprise', '::: details More'),
  fc.constantFrom('!!!include(part.md)!!!', '!!!include(../../etc/passwd)!!!', '!!!include(missing.md)!!!', '!!!include(loop.md)!!!'),
  fc.constantFrom('{{ $v }}', '{{ $missing }}', '%7B%7B$v%7D%7D', '```js\nalert(1)\n```', '`code`', '- item', '1. item', '> quote', 'Term\n: definition', '| a | b |\n|---|---|\n| 1 | 2 |'),
  fc.string({ maxLength: 40 }),
)
const page = fc.array(fragment, { minLength: 1, maxLength: 25 }).map((parts) => parts.join('\n\n'))

const FILES = new Map([
  ['part.md', 'Included <img src="https://evil.example/i.png" onerror="alert(1)"> text.\n'],
  ['loop.md', '!!!include(loop.md)!!!\n'],
])
const md = createMarkdown({ vars: { v: 'javascript:alert(1)' }, readFile: (file) => FILES.get(file) })

const FORBIDDEN_ELEMENTS = 'script, iframe, object, embed, form, input, base, meta, link, style, frame, frameset, applet'
const LOADING_CSS = /url\s*\(|image-set\s*\(|@import|expression\s*\(/i
const INLINE_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp);/i

/** Every way the output breaks the policy; empty when it holds. */
function violations(html: string): string[] {
  const template = document.createElement('template')
  template.innerHTML = html
  const root = template.content
  const found: string[] = []
  for (const el of root.querySelectorAll(FORBIDDEN_ELEMENTS)) found.push(`element <${el.localName}>`)
  for (const el of root.querySelectorAll('*')) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase()
      if (name.startsWith('on')) found.push(`handler ${name}`)
      if (name === 'name' || name === 'formaction' || name === 'action' || name === 'srcdoc') found.push(`attribute ${name}`)
      if ((name === 'href' || name === 'xlink:href') && !isSafeLink(attr.value)) found.push(`link ${attr.value}`)
      if ((name === 'src' || name === 'poster' || name === 'background') && !isSiteAsset(attr.value) && !INLINE_IMAGE.test(attr.value)) {
        found.push(`loads ${attr.value}`)
      }
      if (name === 'style' && LOADING_CSS.test(attr.value)) found.push(`style ${attr.value}`)
    }
  }
  return found
}

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
    expect(violations('<img src="https://evil.example/x.png"><a href="javascript:x">x</a><p onclick="x">y</p>')).toEqual([
      'loads https://evil.example/x.png',
      'link javascript:x',
      'handler onclick',
    ])
  })
})
