// Fenced and indented code: language detection, optional highlighting, copy-button wrapper.
//
// Jobs:
// 1. Resolve each fence's language (first word of the info string, aliases, pandoc forms) and
//    list the languages in env.codeLanguages (core rule `docs_code`).
// 2. Render `<div class="code-block" data-lang="…"><pre><code class="hljs language-…">`;
//    indented code gets the same wrapper without a language.
// 3. Use `highlight(code, lang)` when given; otherwise (or when it returns undefined) escape.

import type { MarkdownIt, StateCore, Token } from 'markdown-it'
import { normalizeCodeLanguage } from '../code-language'
import { escapeHtml } from '../html-utils'
import { renderState } from '../render-state'

/** Options of `codePlugin`. */
export interface CodeOptions {
  /** Returns highlighted HTML for `code` in the normalised language `lang`, or undefined. */
  highlight?: (code: string, lang: string) => string | undefined
}

export const codeDefaults: CodeOptions = {}

/** Adds the `docs_code` core rule and the fence/code_block renderers. */
export function codePlugin(md: MarkdownIt, options: Partial<CodeOptions> = {}): void {
  const { highlight } = { ...codeDefaults, ...options }

  md.core.ruler.push('docs_code', (state: StateCore) => {
    const languages = renderState(state.env).env.codeLanguages
    for (const token of state.tokens) {
      if (token.type !== 'fence') continue
      const lang = normalizeCodeLanguage(token.info)
      token.meta = { ...token.meta, lang }
      if (lang && !languages.includes(lang)) languages.push(lang)
    }
  })

  const render = (token: Token, lang: string | undefined): string => {
    const highlighted = lang && highlight ? highlight(token.content, lang) : undefined
    const body = highlighted ?? escapeHtml(token.content)
    const wrapper = lang ? ` data-lang="${escapeHtml(lang)}"` : ''
    const cls = lang ? `hljs language-${escapeHtml(lang)}` : 'hljs'
    const code = `<pre><code class="${cls}">${body}</code></pre>`
    return `<div class="code-block"${wrapper}>${code}</div>\n`
  }

  md.renderer.rules.fence = (tokens, idx) => {
    const token = tokens[idx]
    const known = token.meta?.lang
    return render(token, typeof known === 'string' ? known : normalizeCodeLanguage(token.info))
  }
  md.renderer.rules.code_block = (tokens, idx) => render(tokens[idx], undefined)
}
