// Heading ids and the page outline: options for markdown-it-anchor plus the collecting rule.
//
// markdown-it-anchor makes the VuePress-compatible ids (our `slugify`, `-1`/`-2` de-duplication
// kept per render in env) and a `#` permalink inside each heading. Its `callback` has no access to
// env, so it leaves the heading text on the token and `docs_headings` copies the outline into
// env.headings after the anchor rule.

import anchor from 'markdown-it-anchor'
import type { MarkdownIt, StateCore, Token } from 'markdown-it'
import { pageLine, renderState } from '../render-state'
import { slugify } from '../slugify'

/** Options handed to markdown-it-anchor by `createMarkdown`. */
export function headingAnchorOptions(slug: (text: string) => string = slugify) {
  return {
    level: [1, 2, 3, 4, 5, 6],
    slugify: slug,
    uniqueSlugStartIndex: 1,
    permalink: anchor.permalink.linkInsideHeader({
      class: 'header-anchor',
      symbol: '#',
      placement: 'before',
      ariaHidden: true,
    }),
    callback: (token: Token, info: { slug: string; title: string }) => {
      token.meta = { ...token.meta, headingText: info.title.replace(/\s+/g, ' ').trim() }
    },
  }
}

/** Adds the `docs_headings` core rule; must be used after markdown-it-anchor. */
export function headingsPlugin(md: MarkdownIt): void {
  md.core.ruler.after('anchor', 'docs_headings', (state: StateCore) => {
    const rs = renderState(state.env)
    for (const token of state.tokens) {
      if (token.type !== 'heading_open') continue
      const slug = token.attrGet('id')
      const text = token.meta?.headingText
      if (typeof slug !== 'string' || typeof text !== 'string') continue
      rs.env.headings.push({
        level: Number(token.tag.slice(1)),
        text,
        slug,
        line: pageLine(rs, token.map?.[0] ?? 0),
      })
    }
  })
}
