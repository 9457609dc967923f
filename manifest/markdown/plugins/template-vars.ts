// Template variables replaced in the (include-expanded) source before block parsing.
//
// VuePress replaced `{{ $name }}` in every token after parsing (text, code, raw HTML, link URLs).
// Replacing in the source gives the same output for pages written for it, keeps line numbers
// (values never add lines) and also covers titles of containers and tabs.

import type { MarkdownIt, StateCore } from 'markdown-it'
import { replaceTemplateVars } from '../replace-template-vars'

/** Options of `templateVarsPlugin`. */
export interface TemplateVarsOptions {
  /** Variable name (without `$`) → value. */
  vars: Record<string, string>
}

const templateVarsDefaults: TemplateVarsOptions = { vars: {} }

/** Adds the `docs_vars` core rule, run just before block parsing (after includes). */
export function templateVarsPlugin(md: MarkdownIt, options: Partial<TemplateVarsOptions> = {}): void {
  const { vars } = { ...templateVarsDefaults, ...options }
  md.core.ruler.before('block', 'docs_vars', (state: StateCore) => {
    state.src = replaceTemplateVars(state.src, vars)
  })
}
