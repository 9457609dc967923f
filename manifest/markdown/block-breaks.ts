// Renders tokens exactly as markdown-it does, and notes where the HTML may be cut into pieces
// that each parse on their own: after a top-level block, when every element opened so far
// (raw HTML included) has been closed. The app shows long pages piece by piece from these.

import type { Env, MarkdownIt, Token } from 'markdown-it'

/** Elements that never have a closing tag. */
const VOID = new Set('area base br col embed hr img input link meta param source track wbr'.split(' '))

const COMMENT = /<!--[\s\S]*?(?:-->|$)/g
const TAG = /<(\/?)([A-Za-z][A-Za-z0-9-]*)(?:"[^"]*"|'[^']*'|[^'">])*?(\/?)>/g

/**
 * Change in the number of open elements after `html`: +1 per opening tag, -1 per closing tag,
 * void and self-closed tags count 0. Our own plugins' output is balanced; raw HTML may not be.
 */
export function openElementDelta(html: string): number {
  if (!html.includes('<')) return 0
  const text = html.includes('<!--') ? html.replace(COMMENT, '') : html
  let delta = 0
  TAG.lastIndex = 0
  for (let m = TAG.exec(text); m; m = TAG.exec(text)) {
    if (m[1]) delta--
    else if (!m[3] && !VOID.has(m[2].toLowerCase())) delta++
  }
  return delta
}

/**
 * Open-element change of one rendered token. markdown-it's default rendering of a token writes
 * exactly one tag, and inline text without raw HTML is balanced; anything else is scanned.
 */
function tokenDelta(token: Token, customRule: boolean, out: string): number {
  if (token.type === 'inline') {
    return token.children?.some((child) => child.type === 'html_inline') ? openElementDelta(out) : 0
  }
  return customRule ? openElementDelta(out) : token.nesting
}

/** HTML of a token list, and the offsets where it may be cut (see the header). */
export interface RenderedBlocks {
  html: string
  /** Increasing offsets into `html`, each at the end of a top-level block; never 0 or html.length. */
  breaks: number[]
  /** Elements left open at the end (negative: more closed than opened); 0 for balanced HTML. */
  open: number
}

/** Where a part of a token list starts (see renderWithBreaks). */
export interface RenderFrom {
  /** Index of the first token rendered. */
  from?: number
  /** Elements left open by the tokens before `from` (their `RenderedBlocks.open`). */
  open?: number
  /** True when more tokens follow the list (a page rendered part by part): its last block is a break too. */
  more?: boolean
}

/**
 * Same loop as markdown-it's `Renderer.render` (every rule sees the whole token list, so the
 * output is identical), plus the break offsets. Once more elements were closed than opened the
 * tree can no longer be followed, and no further break is recorded. `from` renders only the
 * tokens from that index on (the rest of a page whose start was rendered before).
 */
export function renderWithBreaks(md: MarkdownIt, tokens: Token[], env: Env, start: RenderFrom = {}): RenderedBlocks {
  const { from = 0, more = false } = start
  const { renderer, options } = md
  const rules = renderer.rules
  const breaks: number[] = []
  let html = ''
  let open = start.open ?? 0
  for (let i = from; i < tokens.length; i++) {
    const token = tokens[i]!
    const rule = rules[token.type]
    const out =
      token.type === 'inline'
        ? renderer.renderInline(token.children ?? [], options, env)
        : rule
          ? rule(tokens, i, options, env, renderer)
          : renderer.renderToken(tokens, i, options)
    html += out
    if (open >= 0) open += tokenDelta(token, rule !== undefined, out)
    if (open === 0 && token.level === 0 && token.nesting <= 0 && (more || i < tokens.length - 1)) {
      breaks.push(html.length)
    }
  }
  if (!more && breaks.at(-1) === html.length) breaks.pop()
  return { html, breaks, open }
}
