// Whether the text a page is parsed from may hold raw HTML. markdown-it turns text into a tag only
// where the text has a `<` followed by a letter, `/`, `!` or `?` (its HTML block and inline rules,
// and autolinks); without one, every tag in the output is one the pipeline's own rules wrote, with
// the text escaped. The app then checks that markup instead of walking it with the sanitizer
// (app/content/generated-markup.ts): the pipeline's flag is a hint, the check is the guard.

import type { MarkdownIt, StateCore } from 'markdown-it'
import { renderState } from '../render-state'

/** A place where markdown-it may read a tag (or an autolink) from the text. */
const TAG_OPENER = /<[A-Za-z/!?]/

/** Adds the `docs_html_in_source` core rule, on the text as parsed (must follow templateVarsPlugin). */
export function htmlInSourcePlugin(md: MarkdownIt): void {
  md.core.ruler.before('block', 'docs_html_in_source', (state: StateCore) => {
    renderState(state.env).env.htmlInSource = TAG_OPENER.test(state.src)
  })
}
