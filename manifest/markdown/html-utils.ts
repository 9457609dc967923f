// Small HTML string helpers: the one HTML escape (the plugins' generated attributes and text, and
// the build's shell pages), entity decoding, attribute lists, comment removal.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * How `escapeHtml` writes what it escapes: named references (`&amp;`, the markdown pipeline's
 * HTML) or decimal ones (`&#38;`, the shell pages and sitemap the build writes). Both escape the
 * same five characters; a browser reads them alike.
 */
export type HtmlReferences = 'named' | 'decimal'

/**
 * Escapes `& < > " '` for use in HTML content or a quoted attribute (either quote).
 * @example escapeHtml('a < "b"') → 'a &lt; &quot;b&quot;'; escapeHtml('a & b', 'decimal') → 'a &#38; b'
 */
export function escapeHtml(text: string, references: HtmlReferences = 'named'): string {
  if (!/[&<>"']/.test(text)) return text
  return references === 'named'
    ? text.replace(/[&<>"']/g, (c) => ESCAPES[c])
    : text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The named references our content uses (markdown-it decodes the rest before we see them). */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
  times: '×',
  rarr: '→',
  larr: '←',
  harr: '↔',
  uarr: '↑',
  darr: '↓',
  middot: '·',
  bull: '•',
  deg: '°',
  shy: '',
  zwj: '',
  zwnj: '',
}

/** Decodes named (common set), decimal and hex character references; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z][a-zA-Z0-9]*);/g, (match, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X'
      const code = hex ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match
    }
    return NAMED[body] ?? NAMED[body.toLowerCase()] ?? match
  })
}

/** Renders `name="value"` pairs with escaped values; undefined values are left out. */
export function renderAttrs(attrs: ReadonlyArray<readonly [string, string | undefined]>): string {
  let out = ''
  for (const [name, value] of attrs) {
    if (value === undefined) continue
    out += value === '' && name === 'hidden' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`
  }
  return out
}

/**
 * `text` with each HTML comment (`<!--` to the next `-->`) replaced by `by`; an unclosed one is
 * left as it is. Linear: `/<!--[\s\S]*?-->/g` looks for the end from every `<!--`, and took 20 s
 * on a page of 100,000 unclosed comments.
 */
export function withoutComments(text: string, by: string): string {
  let out = ''
  let from = 0
  for (;;) {
    const start = text.indexOf('<!--', from)
    const end = start < 0 ? -1 : text.indexOf('-->', start + 4)
    if (end < 0) return out + text.slice(from)
    out += text.slice(from, start) + by
    from = end + 3
  }
}
