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

/** The next free `-N` suffix per slug, for each render's slug table (see uniqueSlug). */
const nextSuffix = new WeakMap<object, Map<string, number>>()

/**
 * The slug markdown-it-anchor would choose (the first of `slug`, `slug-1`, `slug-2`… not taken
 * yet), found in constant time: anchor's own search starts at `-1` for every heading, so a page of
 * thousands of identical headings took seconds. Suffixes below the remembered one are all taken
 * (slugs are never freed), so starting there gives the same answer.
 */
function uniqueSlug(slug: string, state: { env: unknown }): string {
  const env = state.env as { markdownItAnchor?: { slugs?: Record<string, true> } }
  env.markdownItAnchor ??= {}
  const taken = (env.markdownItAnchor.slugs ??= {})
  let suffixes = nextSuffix.get(taken)
  if (!suffixes) nextSuffix.set(taken, (suffixes = new Map()))
  let unique = slug
  let next = suffixes.get(slug) ?? 1
  while (Object.prototype.hasOwnProperty.call(taken, unique)) unique = `${slug}-${next++}`
  suffixes.set(slug, next)
  return unique
}

/** Options handed to markdown-it-anchor by `createMarkdown`. */
export function headingAnchorOptions(slug: (text: string) => string = slugify) {
  return {
    level: [1, 2, 3, 4, 5, 6],
    slugifyWithState: (text: string, state: anchor.State) => uniqueSlug(slug(text), state),
    uniqueSlugStartIndex: 1,
    permalink: anchor.permalink.linkInsideHeader({
      class: 'header-anchor',
      symbol: '#',
      placement: 'before',
      // A mouse affordance: hidden from assistive technology and out of the Tab order (the
      // table of contents is the keyboard's way to a section).
      ariaHidden: true,
      renderAttrs: () => ({ tabindex: '-1' }),
    }),
    callback: (token: Token, info: { slug: string; title: string }) => {
      token.meta = { ...token.meta, headingText: info.title.replace(/\s+/g, ' ').trim() }
    },
  }
}

/**
 * markdown-it-anchor finds each heading again after adding its link with
 * `tokens.indexOf(heading)`, a scan from the top of the page: quadratic on a page with many
 * headings (20,000 took over 2 s, a 5 MB page 11 s). While its rule runs, the page's token list
 * answers that from positions recorded once. The link goes into the heading's children, so no
 * heading moves; a position that no longer holds the token falls back to the real scan.
 */
function recordHeadingPositions(state: StateCore): void {
  const positions = new Map<Token, number>()
  state.tokens.forEach((token, index) => {
    if (token.type === 'heading_open') positions.set(token, index)
  })
  Object.defineProperty(state.tokens, 'indexOf', {
    configurable: true,
    value(this: Token[], token: Token, from?: number): number {
      const at = positions.get(token)
      return at !== undefined && from === undefined && this[at] === token
        ? at
        : Array.prototype.indexOf.call(this, token, from)
    },
  })
}

/** Adds the `docs_headings` core rule; must be used after markdown-it-anchor. */
export function headingsPlugin(md: MarkdownIt): void {
  md.core.ruler.before('anchor', 'docs_heading_positions', recordHeadingPositions)
  md.core.ruler.after('anchor', 'docs_headings', (state: StateCore) => {
    delete (state.tokens as Partial<Pick<Token[], 'indexOf'>>).indexOf
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
