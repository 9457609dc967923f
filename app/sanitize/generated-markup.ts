// A check of page markup, in place of the sanitizer's walk of the whole DOM (DOMPurify parses the
// HTML into a document, visits every node and serializes it again: on a long page, most of the
// time the page takes to show). Most pages pass it: the pipeline's own markup, and the plain raw
// HTML pages add to it (a <br>, a <span class>); with plain attribute verdicts
// (plain-attributes.ts), the first paint needs no sanitizer for them at all.
//
// The check reads the HTML as the browser's tokenizer will, but accepts only a plain form of it:
// every `<` starts a tag of a lower-case name that the sanitizer keeps, video aside (it keeps no
// text-mode element such as script or style; comments are not accepted), whose attributes are
// separated by whitespace and have double-quoted values with no `<`, `>` or `"` and no character
// reference other than the four the pipeline writes. Every attribute must pass DOMPurify's own
// attribute check, with the site's configuration. Links and images get what the sanitizer's hook
// gives them (an image must load from this site or be inline). Anything else, and any style that
// would load something, is not accepted: the caller sanitizes as usual.

import { styleLoadsResource } from '../../manifest/paths/url-policy'
import { linkTargetAttributes } from './link-target'
import { loadsHere } from './media-source'
import { ALLOWED_TAGS } from './sanitize-config'

/**
 * Elements the sanitizer keeps whose markup the check does not accept: video (the sanitizer's hook
 * rewrites its addresses) and the document body (DOMPurify's own).
 */
export const NOT_CHECKED_TAGS = ['body', 'source', 'video']
const CHECKED_TAGS = new Set(ALLOWED_TAGS.filter((tag) => !NOT_CHECKED_TAGS.includes(tag)))

/** A tag in the plain form; group 1: `/` of an end tag, 2: the name, 3: the attributes. */
const TAG = /<(\/?)([a-z][a-z0-9]*)((?:[\t\n\f\r ]+[a-z][a-z0-9_.:-]*(?:="[^"<>]*")?)*)[\t\n\f\r ]*>/y
/** One attribute of TAG's group 3; group 1: the name, 2: the value as written. */
const ATTRIBUTE = /[\t\n\f\r ]+([a-z][a-z0-9_.:-]*)(?:="([^"]*)")?/g
/** The character references the pipeline writes in attribute values. */
const REFERENCE = /&(amp|quot|lt|gt);/g
const DECODED: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>' }
/** Media addresses, which the sanitizer's hook rewrites when they load from elsewhere. */
const MEDIA_ATTRIBUTES = new Set(['src', 'poster', 'srcset'])

/** DOMPurify's verdict on one attribute (`isValidAttribute`, with the site's configuration). */
export type AttributeCheck = (tag: string, name: string, value: string) => boolean

/**
 * The HTML as the sanitizer would return it when it is markup in the plain form described above
 * (with the link attributes the sanitizer's hook adds), else undefined.
 */
export function checkGeneratedMarkup(
  html: string,
  isValidAttribute: AttributeCheck,
  origin: string,
): string | undefined {
  let out = ''
  let copied = 0
  const values = new Map<string, string>()
  // Verdicts by tag, name and value: most attributes of a page repeat (classes, tabindex, links).
  const verdicts = new Map<string, boolean>()
  const valid = (tag: string, name: string, value: string) => {
    const key = `${tag} ${name}=${value}`
    let verdict = verdicts.get(key)
    if (verdict === undefined) verdicts.set(key, (verdict = isValidAttribute(tag, name, value)))
    return verdict
  }
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', TAG.lastIndex)) {
    TAG.lastIndex = at
    const tag = TAG.exec(html)
    if (!tag) return undefined
    const [, end, name, attributes] = tag as unknown as [string, string, string, string]
    if (!CHECKED_TAGS.has(name)) return undefined
    if (end) {
      if (attributes) return undefined
      continue
    }
    // An image without attributes still gets the hook's lazy loading below.
    if (!attributes && name !== 'img') continue
    values.clear()
    ATTRIBUTE.lastIndex = 0
    for (let attribute = ATTRIBUTE.exec(attributes); attribute; attribute = ATTRIBUTE.exec(attributes)) {
      const [, attributeName, written = ''] = attribute as unknown as [string, string, string | undefined]
      const value = decodeValue(written)
      if (value === undefined || value !== value.trim()) return undefined
      if (values.has(attributeName) || !valid(name, attributeName, value)) return undefined
      if (attributeName === 'style' && styleLoadsResource(value)) return undefined
      // An image's own source, from this site or inline, is kept as the hook keeps it.
      const keptMedia = name === 'img' && attributeName === 'src' && loadsHere(value)
      if (MEDIA_ATTRIBUTES.has(attributeName) && !keptMedia) return undefined
      values.set(attributeName, value)
    }
    if (name === 'img') {
      // The hook's lazy loading, on an image that does not say how it loads.
      if (values.has('loading')) continue
      out += html.slice(copied, at) + tag[0].replace(/[\t\n\f\r ]*>$/, ' loading="lazy">')
      copied = TAG.lastIndex
      continue
    }
    if (name !== 'a') continue
    const link = linkTargetAttributes(values.get('href') ?? '', values.get('target'), origin)
    if (!link) continue
    // The link's tag with the sanitizer hook's target and rel set, as setAttribute sets them.
    for (const [attributeName, value] of Object.entries(link)) values.set(attributeName, value)
    let rewritten = '<a'
    for (const [attributeName, value] of values) rewritten += ` ${attributeName}="${escapeValue(value)}"`
    out += html.slice(copied, at) + rewritten + '>'
    copied = TAG.lastIndex
  }
  return copied === 0 ? html : out + html.slice(copied)
}

/** An attribute value as the browser reads it; undefined when it has another character reference. */
function decodeValue(written: string): string | undefined {
  if (!written.includes('&')) return written
  const value = written.replace(REFERENCE, (_, name: string) => DECODED[name]!)
  return written.replace(REFERENCE, '').includes('&') ? undefined : value
}

function escapeValue(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
