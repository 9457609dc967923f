// Finds opening tags and their attributes inside raw HTML token content (no DOM, no guessing).

import { decodeEntities, escapeHtml } from './html-utils'

/** One attribute as written; `value` is entity-decoded, undefined for a bare attribute. */
export interface HtmlAttr {
  name: string
  value: string | undefined
}

/** An opening (or self-closing) tag found in an HTML string. */
export interface HtmlTag {
  name: string
  attrs: HtmlAttr[]
  selfClosing: boolean
  /** Offsets of the whole tag text in the scanned string. */
  start: number
  end: number
}

// Same shape as markdown-it's own open_tag pattern, plus Vue's `:bound` attribute names.
const ATTR_NAME = String.raw`([A-Za-z_:@#][\w:.@#-]*)`
const ATTR_VALUE = String.raw`(?:"([^"]*)"|'([^']*)'|([^\s"'=<>` + '`' + String.raw`]+))`
const ATTR_SOURCE = String.raw`\s+` + ATTR_NAME + String.raw`(?:\s*=\s*` + ATTR_VALUE + ')?'
const TAG = new RegExp(String.raw`<([A-Za-z][A-Za-z0-9-]*)((?:` + ATTR_SOURCE + String.raw`)*)\s*(\/?)>`, 'g')
const ATTR = new RegExp(ATTR_SOURCE, 'g')

/** Lists the opening tags of `html` for which `accept(name)` is true, in order. */
export function findTags(html: string, accept: (name: string) => boolean): HtmlTag[] {
  const tags: HtmlTag[] = []
  if (!html.includes('<')) return tags
  TAG.lastIndex = 0
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    if (!accept(m[1])) continue
    tags.push({
      name: m[1],
      attrs: parseAttrs(m[2]),
      selfClosing: m[m.length - 1] === '/',
      start: m.index,
      end: m.index + m[0].length,
    })
  }
  return tags
}

function parseAttrs(source: string): HtmlAttr[] {
  const attrs: HtmlAttr[] = []
  ATTR.lastIndex = 0
  for (let m = ATTR.exec(source); m; m = ATTR.exec(source)) {
    const raw = m[2] ?? m[3] ?? m[4]
    attrs.push({ name: m[1], value: raw === undefined ? undefined : decodeEntities(raw) })
  }
  return attrs
}

/** Value of the first attribute called `name` (case-insensitive). */
export function attrValue(tag: HtmlTag, name: string): string | undefined {
  const lower = name.toLowerCase()
  return tag.attrs.find((a) => a.name.toLowerCase() === lower)?.value
}

/** Writes a tag back as HTML with double-quoted, escaped attribute values. */
export function serializeTag(name: string, attrs: HtmlAttr[], selfClosing = false): string {
  let out = `<${name}`
  for (const attr of attrs) {
    out += attr.value === undefined ? ` ${attr.name}` : ` ${attr.name}="${escapeHtml(attr.value)}"`
  }
  return out + (selfClosing ? ' />' : '>')
}

/** Replaces `tags` (in order, non-overlapping) in `html` by `replacement(tag)`. */
export function replaceTags(html: string, tags: HtmlTag[], replacement: (tag: HtmlTag) => string): string {
  if (tags.length === 0) return html
  let out = ''
  let last = 0
  for (const tag of tags) {
    out += html.slice(last, tag.start) + replacement(tag)
    last = tag.end
  }
  return out + html.slice(last)
}

/** Number of line breaks in `html` before offset `end` (to place a tag on its source line). */
export function linesBefore(html: string, end: number): number {
  let count = 0
  for (let i = html.indexOf('\n'); i >= 0 && i < end; i = html.indexOf('\n', i + 1)) count++
  return count
}
