// Raw HTML nested thousands of levels deep takes the browser's HTML parser (and so the
// sanitizer, which parses every page) seconds per page: 50,000 nested <div>s, half a megabyte,
// held Chromium's main thread for 7 s. No real page nests more than a few dozen levels, so raw
// HTML that would open more than MAX_HTML_DEPTH elements at once is replaced by an error box,
// with an `html` finding at its line; the rest of the page renders as usual.

import type { MarkdownIt, StateCore, Token } from 'markdown-it'
import { escapeHtml } from '../html-utils'
import { pageLine, renderState } from '../render-state'

/** Deepest raw HTML nesting kept (markdown's own nesting is bounded by markdown-it). */
const MAX_HTML_DEPTH = 256

/** Elements that never have a closing tag. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])
const TAG = /<(\/?)([A-Za-z][A-Za-z0-9-]*)\b(?:"[^"]*"|'[^']*'|[^'">])*?(\/?)>/g

/** The depth after `html`, and the deepest point reached inside it, starting from `depth`. */
function scanDepth(html: string, depth: number): { depth: number; deepest: number } {
  let deepest = depth
  TAG.lastIndex = 0
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    if (m[1]) depth = Math.max(0, depth - 1)
    else if (!m[3] && !VOID.has(m[2]!.toLowerCase())) deepest = Math.max(deepest, ++depth)
  }
  return { depth, deepest }
}

/** Adds the `docs_html_depth` core rule (after inline parsing). */
export function htmlDepthPlugin(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'docs_html_depth', (state: StateCore) => {
    if (!state.src.includes('<')) return
    const rs = renderState(state.env)
    // Carried from the tokens before (a long page is resolved part by part).
    const depth = rs.htmlDepth
    const visit = (token: Token, line: number) => {
      if (token.type !== 'html_block' && token.type !== 'html_inline') return
      const scanned = scanDepth(token.content, depth.open)
      if (scanned.deepest <= MAX_HTML_DEPTH) {
        depth.open = scanned.depth
        return
      }
      const message = `raw HTML nests more than ${MAX_HTML_DEPTH} elements deep; it is left out`
      token.content = `<p class="docs-error" role="note" data-error="html">${escapeHtml(message)}</p>\n`
      if (depth.reported) return
      depth.reported = true
      rs.env.diagnostics.push({ file: rs.env.file, line: pageLine(rs, line), severity: 'error', message, code: 'html' })
    }
    for (const token of state.tokens) {
      const line = token.map?.[0] ?? 0
      visit(token, line)
      for (const child of token.children ?? []) visit(child, line)
    }
  })
}
