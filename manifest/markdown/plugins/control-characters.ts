// C0 control characters (other than tab and line breaks) and DEL show as nothing on screen, but
// a long run of text full of them can take the browser minutes to lay out (760 KB of text with an
// escape character every few bytes: over five minutes in Chromium). They are dropped from the
// source before parsing; the builder warns at the first one (page-entry.ts), so the author
// learns about them. NUL is left to markdown-it, which shows it as U+FFFD.

import type { MarkdownIt, StateCore } from 'markdown-it'

const CONTROL = /[\u0001-\u0008\u000b\u000e-\u001f\u007f]/g

/** Adds the `docs_control_characters` core rule, after includes are expanded (must follow includePlugin). */
export function controlCharactersPlugin(md: MarkdownIt): void {
  md.core.ruler.after('docs_include', 'docs_control_characters', (state: StateCore) => {
    CONTROL.lastIndex = 0
    if (CONTROL.test(state.src)) state.src = state.src.replace(CONTROL, '')
  })
}
