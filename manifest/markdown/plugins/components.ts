// Vue components and bindings in raw HTML, turned into inert placeholders and plain links.
//
// Jobs:
// 1. Self-closing components (`<VidStack src="youtube/ID"/>`, `<PDF/>`, `<rundeck-swagger-ui/>`,
//    `<DocVersions/>`, `<Badge/>`, any PascalCase or dashed name) → `data-widget` placeholders
//    (widgets.ts). A browser would treat `/>` on an unknown element as an opening tag and swallow
//    the rest of the page, so nothing self-closing and unknown is left behind.
// 2. `<RouterLink :to="…">…</RouterLink>` → `<a href="…">…</a>`; other bindings (`:href`)
//    are evaluated (string literal, template literal of variables, `$withBase('…')`).
// 3. A paragraph holding only a component loses its <p> so the placeholder is a block.
// 4. Record each widget in env.widgets; unknown components and bindings give warnings.

import type { MarkdownIt, StateCore, Token } from 'markdown-it'
import { isComponentName } from '../html-elements'
import { findTags, linesBefore, replaceTags, serializeTag, type HtmlAttr, type HtmlTag } from '../html-tags'
import { resolveAndRecord, type UrlResolver } from '../link-records'
import { pageLine, renderState, type RenderState } from '../render-state'
import { evaluateBinding } from '../vue-bindings'
import { renderWidget } from '../widgets'

/** Options of `componentsPlugin`. */
export interface ComponentsOptions {
  /** Template variables, for `${$name}` inside bound attributes. */
  vars: Record<string, string>
  resolveUrl?: UrlResolver
}

const componentsDefaults: ComponentsOptions = { vars: {} }

const ROUTER_LINK = /^router-?link$/i
const ROUTER_LINK_CLOSE = /<\/router-?link\s*>/gi
const UNSAFE_URL = /^(?:javascript|vbscript|file|data):/i

/** Adds the `docs_components` core rule (after inline parsing). */
export function componentsPlugin(md: MarkdownIt, options: Partial<ComponentsOptions> = {}): void {
  const opts: ComponentsOptions = { ...componentsDefaults, ...options }

  md.core.ruler.after('text_join', 'docs_components', (state: StateCore) => {
    const rs = renderState(state.env)
    const tokens = state.tokens
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]
      if (token.type === 'html_block') {
        const line = pageLine(rs, token.map?.[0] ?? 0)
        token.content = rewriteHtml(token.content, true, line, rs, opts)
      } else if (token.type === 'inline' && token.children?.some((c) => c.type === 'html_inline')) {
        const standalone =
          tokens[i - 1]?.type === 'paragraph_open' &&
          tokens[i + 1]?.type === 'paragraph_close' &&
          onlyComponents(token.children)
        if (standalone) {
          tokens[i - 1].hidden = true
          tokens[i + 1].hidden = true
        }
        let line = pageLine(rs, token.map?.[0] ?? 0)
        for (const child of token.children) {
          if (child.type === 'softbreak' || child.type === 'hardbreak') line++
          if (child.type !== 'html_inline') continue
          const original = child.content
          child.content = rewriteHtml(original, standalone, line, rs, opts)
          line += linesBefore(original, original.length)
        }
      }
    }
  })
}

/** True when the children are self-closing component tags separated by whitespace only. */
function onlyComponents(children: Token[]): boolean {
  let found = false
  for (const child of children) {
    const blank = child.type === 'text' && child.content.trim() === ''
    if (child.type === 'softbreak' || blank) continue
    if (child.type !== 'html_inline') return false
    const tags = findTags(child.content, isComponentName)
    const whole = tags.length === 1 && child.content.trim().length === tags[0].end - tags[0].start
    if (!whole || !tags[0].selfClosing) return false
    found = true
  }
  return found
}

function rewriteHtml(html: string, block: boolean, line: number, rs: RenderState, opts: ComponentsOptions): string {
  if (!html.includes('<')) return html
  const tags = findTags(html, (name) => isComponentName(name) || html.includes(':')).filter(
    (tag) =>
      ROUTER_LINK.test(tag.name) ||
      (tag.selfClosing && isComponentName(tag.name)) ||
      tag.attrs.some((a) => a.name.startsWith(':')),
  )
  const out = replaceTags(html, tags, (tag) => {
    const tagLine = line + linesBefore(html, tag.start)
    const attrs = evaluateAttrs(tag, tagLine, rs, opts)
    if (ROUTER_LINK.test(tag.name)) {
      const to = attrs.find((a) => a.name === 'to')?.value
      const link = serializeTag('a', [{ name: 'href', value: to ?? '' }])
      return tag.selfClosing ? `${link}</a>` : link
    }
    if (!(tag.selfClosing && isComponentName(tag.name))) {
      return serializeTag(tag.name, attrs, tag.selfClosing)
    }
    const values: Record<string, string> = {}
    for (const attr of attrs) values[attr.name] = attr.value ?? ''
    const widget = renderWidget(tag, values, {
      block,
      resolve: (url) => {
        const href = resolveAndRecord(rs, url, 'link', tagLine, opts.resolveUrl).href
        // the fallback links are ours: never emit a script URL, whatever the page says
        return UNSAFE_URL.test(href.trim()) ? '' : href
      },
    })
    rs.env.widgets.push({ type: widget.type, tag: tag.name, attrs: widget.attrs, line: tagLine })
    if (widget.type === 'unknown') {
      warn(rs, tagLine, `unknown component <${tag.name}/> shown as a placeholder`)
    }
    return widget.html
  })
  return out.replace(ROUTER_LINK_CLOSE, '</a>')
}

/** The tag's attributes with `:name="expression"` bindings replaced by their values. */
function evaluateAttrs(tag: HtmlTag, line: number, rs: RenderState, opts: ComponentsOptions): HtmlAttr[] {
  const out: HtmlAttr[] = []
  for (const attr of tag.attrs) {
    if (!attr.name.startsWith(':')) {
      out.push(attr)
      continue
    }
    const value = evaluateBinding(attr.value ?? '', opts.vars)
    if (value !== undefined) out.push({ name: attr.name.slice(1), value })
    else warn(rs, line, `unsupported binding ${attr.name}="${attr.value ?? ''}" on <${tag.name}>`)
  }
  return out
}

function warn(rs: RenderState, line: number, message: string): void {
  const { file, diagnostics } = rs.env
  diagnostics.push({ file, line, severity: 'warning', message, code: 'component' })
}
