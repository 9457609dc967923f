// Plain text out of the pipeline's HTML: entity decoding and whitespace collapsing (no DOM needed).

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
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

/** Decodes named (common set), decimal and hex character references; unknown names stay as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(
    /&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi,
    (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X'
            ? parseInt(name.slice(2), 16)
            : parseInt(name.slice(1), 10)
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
      }
      return NAMED[name] ?? NAMED[name.toLowerCase()] ?? whole
    },
  )
}

/** Collapses runs of whitespace to one space and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** Phrasing elements: their tags join text without a space (`Job<b>s</b>` → `Jobs`). */
export const INLINE_TAGS = new Set(
  'a abbr b bdi bdo cite code data dfn em i kbd mark q s samp small span strong sub sup time u var wbr del ins'.split(
    ' ',
  ),
)

/** Strips every tag and comment from an HTML fragment and returns its decoded, collapsed text. */
export function htmlToText(html: string): string {
  const noTags = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?([a-zA-Z][\w-]*)[^>]*>/g, (_, name: string) =>
      INLINE_TAGS.has(name.toLowerCase()) ? '' : ' ',
    )
  return collapseWhitespace(decodeEntities(noTags))
}
