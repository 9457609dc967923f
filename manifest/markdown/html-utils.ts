// Small HTML string helpers shared by the plugins (escaping our own generated attributes).

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Escapes text for use in HTML content or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return /[&<>"']/.test(text) ? text.replace(/[&<>"']/g, (c) => ESCAPES[c]) : text
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

/** Decodes the entities that occur in attribute values (named basics and numeric references). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]+);/g, (match, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X'
      const code = hex ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match
    }
    return NAMED[body] ?? match
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
