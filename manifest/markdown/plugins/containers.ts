// `:::` containers: the theme's hint boxes, the site's custom boxes and generic named boxes.
//
// Jobs:
// 1. Hint kinds (tip, warning, danger, caution, info, note, important, details) →
//    div.hint-container.<kind> + p.hint-container-title whose title is inline markdown;
//    `details` → <details class="hint-container details"><summary>. Closing line: same
//    indentation as the opener (the theme's rule).
// 2. Custom kinds (enterprise, tutorial, incubating, deprecated, betafeature) →
//    div.custom-container.<kind> + p.custom-container-title (title as plain text, default titles
//    from the site). Closing line: any indentation under 4 (markdown-it-container's rule).
// 3. Any other name that is one identifier word alone on the marker line → a generic
//    div.custom-container.<name> without a title. Prose after the colons (`::: No longer…`) or a
//    bare `:::` is not a container and stays literal text, as on the original site.
// 4. Unclosed boxes run to the end of the enclosing block; `enterprise` sets env.commercial.

import type { MarkdownIt, StateBlock, Token } from 'markdown-it'
import { findBlockEnd, readMarker, tokenizeBody } from '../block-markers'
import { escapeHtml } from '../html-utils'
import { renderState } from '../render-state'

/** Options of `containersPlugin`. */
export interface ContainersOptions {
  /** Hint kind → title shown when the author wrote none. */
  hintTitles: Record<string, string>
  /** Custom kind → default title (plain text). */
  customTitles: Record<string, string>
  /** Names handled by other block plugins (tab groups); never treated as generic boxes. */
  reserved: string[]
  /** A site's own default titles by kind (its `containerTitles`), over the two tables above. */
  titles?: Record<string, string>
}

const containersDefaults: ContainersOptions = {
  hintTitles: {
    tip: 'Tips',
    warning: 'Warning',
    danger: 'Danger',
    caution: 'Caution',
    info: 'Info',
    note: 'Note',
    important: 'Important',
    details: 'Details',
  },
  // Neutral default titles of the custom containers VuePress-era pages use; a site names its
  // product in its config (`containerTitles`).
  customTitles: {
    enterprise: 'Available in the commercial editions.',
    tutorial: 'This tutorial builds on example code.',
    incubating: 'Incubating: this feature is new and may still change.',
    deprecated: 'Deprecated',
    betafeature: 'Beta feature',
  },
  reserved: ['tabs', 'code-tabs'],
}

type Family = 'hint' | 'custom' | 'generic'

interface ContainerMeta {
  kind: string
  family: Family
  title: string
}

const GENERIC_NAME = /^[A-Za-z][\w-]*$/

/** Adds the `docs_container` block rule and its renderers. */
export function containersPlugin(md: MarkdownIt, options: Partial<ContainersOptions> = {}): void {
  const opts: ContainersOptions = { ...containersDefaults, ...options }
  // Titles a site configured: for hint kinds over the hint titles, for any other kind over the custom ones.
  if (options.titles) {
    opts.hintTitles = { ...opts.hintTitles }
    opts.customTitles = { ...opts.customTitles }
    for (const [kind, title] of Object.entries(options.titles)) {
      if (Object.hasOwn(opts.hintTitles, kind)) opts.hintTitles[kind] = title
      else opts.customTitles[kind] = title
    }
  }

  const classify = (params: string): ContainerMeta | undefined => {
    const trimmed = params.trim()
    // like the original plugins: the name is the first space-separated word
    const kind = trimmed.split(' ', 1)[0]
    const title = trimmed.slice(kind.length).trim()
    if (Object.hasOwn(opts.hintTitles, kind)) {
      return { kind, family: 'hint', title: title || opts.hintTitles[kind] }
    }
    if (Object.hasOwn(opts.customTitles, kind)) {
      return { kind, family: 'custom', title: title || opts.customTitles[kind] }
    }
    const generic = title === '' && GENERIC_NAME.test(kind) && !opts.reserved.includes(kind)
    return generic ? { kind, family: 'generic', title: '' } : undefined
  }

  const rule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
    const marker = readMarker(state, startLine)
    if (!marker) return false
    const meta = classify(marker.params)
    if (!meta) return false
    if (silent) return true
    const closeRule = meta.family === 'hint' ? 'same-indent' : 'fence'
    const end = findBlockEnd(state, startLine, endLine, marker.count, closeRule)
    if (meta.kind === 'enterprise') renderState(state.env).env.commercial = true

    const tag = meta.kind === 'details' ? 'details' : 'div'
    const open = state.push('docs_container_open', tag, 1)
    open.markup = ':'.repeat(marker.count)
    open.info = marker.params
    open.meta = { ...meta }
    open.map = [startLine, end.line]
    if (meta.family === 'hint') {
      state.push('docs_container_title_open', tag === 'details' ? 'summary' : 'p', 1)
      const inline = state.push('inline', '', 0)
      inline.content = meta.title
      inline.map = [startLine, startLine + 1]
      inline.children = []
      state.push('docs_container_title_close', tag === 'details' ? 'summary' : 'p', -1)
    }
    tokenizeBody(state, startLine + 1, end.line, 'container')
    state.push('docs_container_close', tag, -1)
    state.line = end.line + (end.closed ? 1 : 0)
    return true
  }

  const alt = ['paragraph', 'reference', 'blockquote', 'list']
  md.block.ruler.before('fence', 'docs_container', rule, { alt })
  md.renderer.rules.docs_container_open = (tokens, idx) => renderOpen(tokens[idx])
  md.renderer.rules.docs_container_close = (tokens, idx) => `</${tokens[idx].tag}>\n`
  md.renderer.rules.docs_container_title_open = (tokens, idx) => {
    const tag = tokens[idx].tag
    return tag === 'summary' ? '<summary>' : '<p class="hint-container-title">'
  }
  md.renderer.rules.docs_container_title_close = (tokens, idx) => `</${tokens[idx].tag}>\n`
}

function renderOpen(token: Token): string {
  const meta = token.meta as unknown as ContainerMeta
  const kind = escapeHtml(meta.kind)
  if (meta.family === 'hint') return `<${token.tag} class="hint-container ${kind}">\n`
  const open = `<div class="custom-container ${kind}">\n`
  if (meta.family === 'generic') return open
  return `${open}<p class="custom-container-title">${escapeHtml(meta.title)}</p>\n`
}
