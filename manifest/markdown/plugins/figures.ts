// Implicit figures: an image alone in its paragraph becomes <figure> with a caption.
//
// Like the original's figure plugin, an image (optionally wrapped in one link) must be the only
// content of the paragraph; `![x](y)<br>` therefore stays a plain image. The caption is the
// image's title when it has one (`![what the picture shows](/a.svg "Caption")`, so the alt text
// can describe the picture while the caption says what it means), else its alt text.

import type { MarkdownIt, StateCore, Token } from 'markdown-it'

/** Options of `figuresPlugin`. */
export interface FiguresOptions {
  /** Add a <figcaption> from the title (which then leaves the image), else from the alt text. */
  caption: boolean
}

const figuresDefaults: FiguresOptions = { caption: true }

/** Adds the `docs_figures` core rule. */
export function figuresPlugin(md: MarkdownIt, options: Partial<FiguresOptions> = {}): void {
  const { caption } = { ...figuresDefaults, ...options }
  md.core.ruler.after('docs_links', 'docs_figures', (state: StateCore) => {
    const tokens = state.tokens
    for (let i = 1; i < tokens.length - 1; i++) {
      const token = tokens[i]
      if (token.type !== 'inline' || !token.children) continue
      const open = tokens[i - 1]
      if (open.type !== 'paragraph_open' || tokens[i + 1].type !== 'paragraph_close') continue
      // paragraphs of tight lists are not rendered, so there is no box to turn into a figure
      if (open.hidden) continue
      const image = loneImage(token.children)
      if (!image) continue
      open.type = 'figure_open'
      open.tag = 'figure'
      tokens[i + 1].type = 'figure_close'
      tokens[i + 1].tag = 'figure'
      const title = String(image.attrGet('title') ?? '').trim()
      const text = title || plainText(image.children ?? [])
      if (!caption || !text) continue
      if (title) image.attrs = (image.attrs ?? []).filter(([name]) => name !== 'title')
      token.children.push(
        new state.Token('figcaption_open', 'figcaption', 1),
        Object.assign(new state.Token('text', '', 0), { content: text }),
        new state.Token('figcaption_close', 'figcaption', -1),
      )
    }
  })
}

function loneImage(children: Token[]): Token | undefined {
  if (children.length === 1 && children[0].type === 'image') return children[0]
  if (
    children.length === 3 &&
    children[0].type === 'link_open' &&
    children[1].type === 'image' &&
    children[2].type === 'link_close'
  ) {
    return children[1]
  }
  return undefined
}

function plainText(tokens: Token[]): string {
  let text = ''
  for (const token of tokens) {
    if (token.type === 'text' || token.type === 'code_inline') text += token.content
    else if (token.type === 'softbreak' || token.type === 'hardbreak') text += ' '
    else if (token.type === 'image') text += plainText(token.children ?? [])
  }
  return text.trim()
}
