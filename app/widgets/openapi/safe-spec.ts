// An OpenAPI document's prose (descriptions, summaries, titles) is markdown the explorer renders
// as HTML without sanitizing it. Before the explorer sees the document, that prose gets the
// policy page content gets: raw HTML passes DOMPurify, and link targets outside the URL
// allow-list (`javascript:`, `data:`, …) become `#`. References to other files are not followed
// (that would be a request the site did not make on purpose).

import DOMPurify from 'dompurify'
import { isSafeLink } from '../../../manifest/paths/url-policy'

/** Keys whose string values the explorer renders as markdown. */
const PROSE_KEYS = new Set(['description', 'summary', 'title'])
/** Inline HTML that prose may keep. */
const PROSE_TAGS = ['a', 'b', 'br', 'code', 'em', 'i', 'kbd', 'p', 'pre', 'strong', 'sub', 'sup', 'ul', 'ol', 'li']
/** `[text](target "title")` and `[id]: target` in markdown. */
const INLINE_LINK = /(\]\(\s*<?)((?:[^()\s>]|\([^()\s]*\))*)/g
const REFERENCE_LINK = /^(\s{0,3}\[[^\]]+\]:\s*<?)(\S+?)(>?)(\s|$)/gm
/** A tag-like run in prose, the only case where the HTML sanitizer needs to run. */
const RAW_HTML = /<[a-z!/?]/i

/** `text` with its raw HTML sanitized and unsafe link targets replaced. */
export function safeProse(text: string): string {
  let out = text
  if (RAW_HTML.test(out)) out = DOMPurify.sanitize(out, { ALLOWED_TAGS: PROSE_TAGS, ALLOWED_ATTR: ['href', 'title'] })
  out = out.replace(INLINE_LINK, (_m, open: string, url: string) => open + (isSafeLink(url) ? url : '#'))
  out = out.replace(
    REFERENCE_LINK,
    (_m, open: string, url: string, close: string, end: string) => open + (isSafeLink(url) ? url : '#') + close + end,
  )
  return out
}

/** A copy of the parsed document with every prose string made safe. */
export function safeSpec<T>(node: T, key = ''): T {
  if (typeof node === 'string') return (PROSE_KEYS.has(key) ? safeProse(node) : node) as T
  if (Array.isArray(node)) return node.map((item) => safeSpec(item)) as T
  if (node && typeof node === 'object') {
    const ref = (node as Record<string, unknown>).$ref
    // The explorer would fetch a reference to another file or host: the reader sees it named instead.
    if (typeof ref === 'string' && !ref.startsWith('#')) return { description: `Not loaded: ${safeProse(ref)}` } as T
    const copy: Record<string, unknown> = {}
    for (const [k, value] of Object.entries(node)) copy[k] = safeSpec(value, k)
    return copy as T
  }
  return node
}
