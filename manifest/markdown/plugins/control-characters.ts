// C0 control characters (other than tab and line breaks) and DEL show as nothing on screen, but
// a long run of text full of them can take the browser minutes to lay out (760 KB of text with an
// escape character every few bytes: over five minutes in Chromium). They are dropped from the
// source before parsing, and the builder warns at the first one (controlCharacterDiagnostic), so
// the author learns about them. NUL is left to markdown-it, which shows it as U+FFFD.

import type { MarkdownIt, StateCore } from 'markdown-it'
import type { Diagnostic } from '../../types'

/** C0 controls other than NUL, tab, line feed, form feed and carriage return; and DEL. */
const CONTROLS = '\\u0001-\\u0008\\u000b\\u000e-\\u001f\\u007f'
/** What the renderer drops. */
const DROPPED = new RegExp(`[${CONTROLS}]`, 'g')
/** What the builder reports: the same, and NUL. */
const REPORTED = new RegExp(`[\\u0000${CONTROLS}]`)

/** Adds the `docs_control_characters` core rule, after includes are expanded (must follow includePlugin). */
export function controlCharactersPlugin(md: MarkdownIt): void {
  md.core.ruler.after('docs_include', 'docs_control_characters', (state: StateCore) => {
    DROPPED.lastIndex = 0
    if (DROPPED.test(state.src)) state.src = state.src.replace(DROPPED, '')
  })
}

/** A warning at the first control character of a file's `text` (they render as nothing or as �). */
export function controlCharacterDiagnostic(file: string, text: string): Diagnostic | undefined {
  const match = REPORTED.exec(text)
  if (!match) return undefined
  let line = 1
  for (let i = text.indexOf('\n'); i !== -1 && i < match.index; i = text.indexOf('\n', i + 1)) line++
  const code = match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')
  return {
    file,
    line,
    severity: 'warning',
    message: `control character U+${code} in the text (binary content or a bad copy and paste?); it is shown as � or not at all`,
    code: 'content',
  }
}
