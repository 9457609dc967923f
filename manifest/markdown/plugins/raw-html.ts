// Whether a page has raw HTML: markdown-it writes the text of its HTML tokens (html_block,
// html_inline) as it is; every other token it renders with the text escaped. A page without them
// holds only markup the pipeline's own rules wrote, whose line breaks after block tags carry no
// meaning: the app's render worker drops them (app/page-load/render/compact-block-lines.ts) until raw HTML
// comes, where a line break may be text (inside a raw <pre>).

import type { MarkdownIt, StateCore, Token } from 'markdown-it'
import { renderState } from '../render-state'

const isRawHtml = (token: Token) => token.type === 'html_block' || token.type === 'html_inline'

/**
 * Adds the `docs_raw_html` core rule, right after inline parsing (before any rule rewrites raw
 * HTML tokens). A page resolved part by part (render-in-steps.ts) is flagged as its parts are.
 */
export function rawHtmlPlugin(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'docs_raw_html', (state: StateCore) => {
    const env = renderState(state.env).env
    if (env.rawHtml) return
    for (const token of state.tokens) {
      if (isRawHtml(token) || token.children?.some(isRawHtml)) {
        env.rawHtml = true
        return
      }
    }
  })
}
