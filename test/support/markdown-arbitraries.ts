// Generated markdown for the rendering path's property tests (jsdom: test/app/sanitize/
// pipeline-properties.test.ts; Chromium: test/e2e/pipeline-properties.test.ts): raw HTML, links,
// template variables, includes and containers, mixed.

import fc from 'fast-check'

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
const TAGS = [
  'script',
  'iframe',
  'img',
  'a',
  'form',
  'input',
  'object',
  'embed',
  'svg',
  'math',
  'style',
  'div',
  'span',
  'video',
  'source',
  'button',
  'details',
  'base',
  'meta',
  'link',
  'VidStack',
  'PDF',
]
const ATTRS = [
  'onerror',
  'onclick',
  'onload',
  'href',
  'src',
  'action',
  'formaction',
  'name',
  'id',
  'style',
  'srcdoc',
  'xlink:href',
  'poster',
  'data-x',
  'background',
]
const VALUES = [
  ...URLS,
  'document',
  'cookie',
  'location',
  'background:url(https://evil.example/y)',
  'x" onmouseover="alert(1)',
  '{{ $v }}',
]

const quoted = (value: string) => `"${value.replace(/"/g, '&quot;')}"`
const rawHtml = fc
  .tuple(
    fc.constantFrom(...TAGS),
    fc.array(fc.tuple(fc.constantFrom(...ATTRS), fc.constantFrom(...VALUES)), { maxLength: 4 }),
    fc.boolean(),
  )
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
  fc.constantFrom(
    '::: tip',
    '::: warning Look',
    '::: tabs',
    '@tab One',
    '@tab Two',
    '::: code-tabs',
    ':::',
    '::: enterprise',
    '::: details More',
  ),
  fc.constantFrom(
    '!!!include(part.md)!!!',
    '!!!include(../../etc/passwd)!!!',
    '!!!include(missing.md)!!!',
    '!!!include(loop.md)!!!',
  ),
  fc.constantFrom(
    '{{ $v }}',
    '{{ $missing }}',
    '%7B%7B$v%7D%7D',
    '```js\nalert(1)\n```',
    '`code`',
    '- item',
    '1. item',
    '> quote',
    'Term\n: definition',
    '| a | b |\n|---|---|\n| 1 | 2 |',
  ),
  fc.string({ maxLength: 40 }),
)
/** A page of 1 to 25 generated fragments. */
export const page = fc.array(fragment, { minLength: 1, maxLength: 25 }).map((parts) => parts.join('\n\n'))

/** Text that tries to become markup without a tag in it: quotes, references, attribute syntax. */
const ATTEMPTS = [
  'x" onclick="alert(1)',
  "x' onclick='alert(1)",
  '&lt;img src=x onerror=alert(1)&gt;',
  '&#60;script&#62;alert(1)&#60;/script&#62;',
  'a --> b ]]> c',
  'javascript&#58;alert(1)',
  '&quot; style=&quot;background:url(https://evil.example/z)',
]
const withoutHtmlFragment = fc.oneof(
  fc.constantFrom(...URLS).map((url) => `[a link](${url})`),
  fc.tuple(fc.constantFrom(...URLS), fc.constantFrom(...ATTEMPTS)).map(([url, title]) => `[a link](${url} "${title}")`),
  fc.constantFrom(...ATTEMPTS).map((text) => `## ${text}`),
  fc.constantFrom(...ATTEMPTS).map((text) => `::: tip ${text}\nInside.\n:::`),
  fc.constantFrom(...ATTEMPTS).map((text) => `::: tabs\n@tab ${text}\nOne.\n:::`),
  fc.constantFrom(...ATTEMPTS).map((text) => `\`\`\`${text.replace(/`/g, '')}\ncode\n\`\`\``),
  fc.constantFrom(...ATTEMPTS).map((text) => `| ${text} | b |\n|:--|--:|\n| 1 | 2 |`),
  fc.constantFrom(...ATTEMPTS),
  fc.constantFrom('{{ $v }}', '[x]({{ $v }})', '- item\n  - nested', 'Term\n: definition', '~~gone~~'),
  fc.string({ maxLength: 40 }),
)
/** A page whose text has no raw HTML (the pipeline's own markup only, however the text tries). */
export const pageWithoutHtml = fc
  .array(withoutHtmlFragment, { minLength: 1, maxLength: 25 })
  .map((parts) => parts.join('\n\n'))
  .filter((src) => !/<[A-Za-z/!?]/.test(src))

/** The files the generated includes may read (one includes itself). */
export const FILES = new Map([
  ['part.md', 'Included <img src="https://evil.example/i.png" onerror="alert(1)"> text.\n'],
  ['loop.md', '!!!include(loop.md)!!!\n'],
])
/** The template variable the pages use, set to a script URL. */
export const VARS = { v: 'javascript:alert(1)' }
