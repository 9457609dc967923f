// Links and images: every URL goes through `resolveUrl` and is recorded in env.links.
//
// Jobs:
// 1. Markdown links (`link_open` href) and images (`image` src), with their page line.
// 2. Raw HTML `<a href>`, `<img src>`, `<source src>` and `<video poster>` in HTML tokens
//    (widget fallback links made by the components plugin are already resolved and skipped).
// 3. External links are left as they are: they open normally.

import type { MarkdownIt, StateCore, Token } from 'markdown-it'
import { attrValue, findTags, linesBefore, replaceTags, serializeTag } from '../html-tags'
import { resolveAndRecord, type UrlResolver } from '../link-records'
import { styleLoadsResource } from '../../paths/url-policy'
import { pageLine, renderState, type RenderState } from '../render-state'

/** Options of `linksPlugin`. */
export interface LinksOptions {
  resolveUrl?: UrlResolver
}

const linksDefaults: LinksOptions = {}

/** Which attribute of which raw HTML element holds a URL, and how it is used. */
const URL_ATTRS: Record<string, { attr: string; use: 'link' | 'image' }> = {
  a: { attr: 'href', use: 'link' },
  img: { attr: 'src', use: 'image' },
  source: { attr: 'src', use: 'image' },
  video: { attr: 'poster', use: 'image' },
}

/** Adds the `docs_links` core rule (after the components rule). */
export function linksPlugin(md: MarkdownIt, options: Partial<LinksOptions> = {}): void {
  const { resolveUrl } = { ...linksDefaults, ...options }

  md.core.ruler.after('docs_components', 'docs_links', (state: StateCore) => {
    const rs = renderState(state.env)
    for (const token of state.tokens) {
      if (token.type === 'html_block') {
        const line = pageLine(rs, token.map?.[0] ?? 0)
        token.content = rewriteHtml(token.content, line, rs, resolveUrl)
      } else if (token.type === 'inline' && token.children) {
        walkInline(token.children, pageLine(rs, token.map?.[0] ?? 0), rs, resolveUrl)
      }
    }
  })
}

function walkInline(children: Token[], firstLine: number, rs: RenderState, resolveUrl?: UrlResolver): void {
  let line = firstLine
  for (const child of children) {
    if (child.type === 'softbreak' || child.type === 'hardbreak') line++
    else if (child.type === 'link_open') resolveAttr(child, 'href', 'link', line, rs, resolveUrl)
    else if (child.type === 'image') resolveAttr(child, 'src', 'image', line, rs, resolveUrl)
    else if (child.type === 'html_inline') {
      const original = child.content
      child.content = rewriteHtml(original, line, rs, resolveUrl)
      line += linesBefore(original, original.length)
    }
  }
}

function resolveAttr(
  token: Token,
  name: string,
  use: 'link' | 'image',
  line: number,
  rs: RenderState,
  resolveUrl?: UrlResolver,
): void {
  const url = token.attrGet(name)
  if (typeof url !== 'string') return
  token.attrSet(name, resolveAndRecord(rs, url, use, line, resolveUrl).href)
}

function rewriteHtml(html: string, line: number, rs: RenderState, resolveUrl?: UrlResolver): string {
  if (!html.includes('<')) return html
  reportLoadingStyles(html, line, rs)
  const known = (name: string) => Object.hasOwn(URL_ATTRS, name.toLowerCase())
  const tags = findTags(html, known).filter((tag) => {
    const spec = URL_ATTRS[tag.name.toLowerCase()]
    if (attrValue(tag, spec.attr) === undefined) return false
    return !(attrValue(tag, 'class') ?? '').split(/\s+/).includes('docs-widget-link')
  })
  return replaceTags(html, tags, (tag) => {
    const spec = URL_ATTRS[tag.name.toLowerCase()]
    const tagLine = line + linesBefore(html, tag.start)
    const attrs = tag.attrs.map((attr) => {
      if (attr.name.toLowerCase() !== spec.attr || attr.value === undefined) return attr
      const resolved = resolveAndRecord(rs, attr.value, spec.use, tagLine, resolveUrl)
      return { name: attr.name, value: resolved.href }
    })
    return serializeTag(tag.name, attrs, tag.selfClosing)
  })
}

/** A finding for each raw HTML `style` that would load something (the app drops such styles). */
function reportLoadingStyles(html: string, line: number, rs: RenderState): void {
  if (!html.includes('style')) return
  for (const tag of findTags(html, () => true)) {
    const style = attrValue(tag, 'style')
    if (style === undefined || !styleLoadsResource(style)) continue
    rs.env.diagnostics.push({
      file: rs.env.file,
      line: line + linesBefore(html, tag.start),
      severity: 'error',
      message: `style of <${tag.name}> loads a resource or hides it (url(), image-set(), @import, expression(), escapes or comments); the style is dropped`,
      code: 'unsafe-url',
    })
  }
}
