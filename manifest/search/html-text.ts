// Plain text out of the pipeline's HTML: entity decoding and whitespace collapsing (no DOM needed).

import { decodeEntities, withoutComments } from '../markdown/html-utils'

export { decodeEntities }

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

/**
 * Strips every tag and comment from an HTML fragment and returns its decoded, collapsed text.
 * Linear: a tag ends at a `<` (not a tag, then), so `<a <a <a …` without `>` is scanned once.
 */
export function htmlToText(html: string): string {
  const noTags = withoutComments(html, ' ').replace(/<\/?([a-zA-Z][\w-]*)[^<>]*>/g, (_, name: string) =>
    INLINE_TAGS.has(name.toLowerCase()) ? '' : ' ',
  )
  return collapseWhitespace(decodeEntities(noTags))
}
