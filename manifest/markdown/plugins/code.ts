// Fenced and indented code: language detection, optional highlighting, copy-button wrapper.
//
// Jobs:
// 1. Resolve each fence's language (first word of the info string, aliases, pandoc forms) and
//    list the languages in env.codeLanguages (core rule `docs_code`).
// 2. Render `<div class="code-block" data-lang="…"><pre><code class="hljs language-…">`;
//    indented code gets the same wrapper without a language.
// 3. Use `highlight(code, lang)` when given; otherwise (or when it returns undefined) escape.
// 4. Mark long blocks collapsible (`data-collapsed`): over `collapseLines` lines, or flagged in
//    the info string with `:collapsed-lines` (`=N` shows N lines); `:no-collapsed-lines` opts out.
//    The mark is in the HTML so the first paint and the app lay the block out alike.

import type { MarkdownIt, StateCore, Token } from 'markdown-it'
import { normalizeCodeLanguage } from '../code-language'
import { escapeHtml } from '../html-utils'
import { renderState } from '../render-state'

/** Options of `codePlugin`. */
export interface CodeOptions {
  /** Returns highlighted HTML for `code` in the normalised language `lang`, or undefined. */
  highlight?: (code: string, lang: string) => string | undefined
  /** Blocks of more lines than this are collapsed; 0 collapses only flagged blocks. */
  collapseLines: number
}

const codeDefaults: CodeOptions = { collapseLines: 0 }

/** Lines a collapsed block shows unless its flag says otherwise. */
export const COLLAPSED_VISIBLE_LINES = 12

const COLLAPSE_FLAG = /(?:^|\s):collapsed-lines(?:=(\d{1,4}))?(?=\s|$)/
const NO_COLLAPSE_FLAG = /(?:^|\s):no-collapsed-lines(?=\s|$)/

/** How a block of `lines` lines with `info` collapses: the lines it shows, or undefined when it does not. */
export function collapsedLines(info: string, lines: number, collapseLines: number): number | undefined {
  if (NO_COLLAPSE_FLAG.test(info)) return undefined
  const flag = COLLAPSE_FLAG.exec(info)
  const visible = flag?.[1] ? Math.max(1, Number(flag[1])) : COLLAPSED_VISIBLE_LINES
  const long = collapseLines > 0 && lines > collapseLines
  return (flag || long) && lines > visible ? visible : undefined
}

/** Lines of a block's content (a trailing newline ends the last line, it does not add one). */
function lineCount(content: string): number {
  let count = content.length && !content.endsWith('\n') ? 1 : 0
  for (let at = content.indexOf('\n'); at !== -1; at = content.indexOf('\n', at + 1)) count++
  return count
}

/** Adds the `docs_code` core rule and the fence/code_block renderers. */
export function codePlugin(md: MarkdownIt, options: Partial<CodeOptions> = {}): void {
  const { highlight, collapseLines } = { ...codeDefaults, ...options }

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
    let wrapper = lang ? ` data-lang="${escapeHtml(lang)}"` : ''
    const lines = lineCount(token.content)
    const visible = collapsedLines(token.info, lines, collapseLines)
    if (visible !== undefined) {
      wrapper += ` data-collapsed="${visible}" data-lines="${lines}" style="--code-visible-lines:${visible}"`
    }
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
