// `::: tabs` / `::: code-tabs` groups with `@tab Title` panes, as static accessible markup.
//
// Jobs:
// 1. Group opener `:::tabs`, `::: code-tabs#id`, 3+ colons; closed like markdown-it-container
//    (enough colons, indentation under 4); unclosed groups run to the end of the parent block.
// 2. `@tab Title` (optional `:active`, `#id`) starts a pane while a group is open; the pane runs
//    to the next `@tab` line at the same or smaller indentation, or the group's end. Unlike the
//    original plugin, the `@tab` lines of a nested group do not end the outer pane.
// 3. Content between the opener and the first `@tab` is dropped, as the original plugin did.
// 4. Render a tablist of buttons plus tabpanels (first or `:active` pane selected, others
//    `hidden`); the group id is the written `#id` or a hash of the titles, so a remembered
//    selection carries over between groups with the same titles.
// 5. A group of more than MAX_TABS panes shows the first MAX_TABS and a note, with a `tabs`
//    finding: 20,000 panes were 7 MB of HTML (a button and a panel each) that held the browser's
//    main thread for 3 s, and no reader picks among more than a row of tabs.

import type { MarkdownIt, StateBlock, Token } from 'markdown-it'
import { findBlockEnd, readMarker, tokenizeBody } from '../block-markers'
import { escapeHtml, renderAttrs } from '../html-utils'
import { pageLine, renderState } from '../render-state'

/** Options of `tabsPlugin`. */
export interface TabsOptions {
  /** Group names; the name becomes `data-tabs-kind`. */
  kinds: string[]
}

const tabsDefaults: TabsOptions = { kinds: ['tabs', 'code-tabs'] }

interface GroupMeta {
  kind: string
  id: string
  group: number
  titles: string[]
  active: number
}

interface PaneMeta {
  title: string
  id?: string
  active: boolean
  index: number
  group: number
  selected: boolean
}

const TAB = '@tab'

/** Panes a tab group shows at most (the corpus has 6 at most). */
export const MAX_TABS = 100

/** Adds the `docs_tabs` and `docs_tab` block rules and their renderers. */
export function tabsPlugin(md: MarkdownIt, options: Partial<TabsOptions> = {}): void {
  const { kinds } = { ...tabsDefaults, ...options }

  const groupRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
    const marker = readMarker(state, startLine)
    if (!marker) return false
    const hash = marker.params.indexOf('#')
    const kind = groupKind(marker.params)
    if (!kinds.includes(kind)) return false
    if (silent) return true
    const rs = renderState(state.env)
    const end = findBlockEnd(state, startLine, endLine, marker.count, 'fence')
    const meta: GroupMeta = {
      kind,
      id: hash < 0 ? '' : marker.params.slice(hash + 1).trim(),
      group: ++rs.tabGroupCount,
      titles: [],
      active: 0,
    }
    const open = state.push('docs_tabs_open', 'div', 1)
    open.markup = ':'.repeat(marker.count)
    open.map = [startLine, end.line]
    const first = state.tokens.length
    rs.tabGroups.push(kind)
    tokenizeBody(state, startLine + 1, end.line, 'tabs')
    rs.tabGroups.pop()
    const panes = collectPanes(state.tokens, first, meta)
    open.meta = { ...meta }
    state.push('docs_tabs_close', 'div', -1)
    if (panes > MAX_TABS) {
      const message = `a tab group has ${panes} tabs; only the first ${MAX_TABS} are shown`
      const note = state.push('html_block', '', 0)
      note.map = [startLine, startLine + 1]
      note.content = `<p class="docs-error" role="note" data-error="tabs">${escapeHtml(message)}</p>\n`
      rs.env.diagnostics.push({
        file: rs.env.file,
        line: pageLine(rs, startLine),
        severity: 'error',
        message,
        code: 'tabs',
      })
    }
    state.line = end.line + (end.closed ? 1 : 0)
    return true
  }

  const paneRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
    if (renderState(state.env).tabGroups.length === 0) return false
    const start = state.bMarks[startLine] + state.tShift[startLine]
    const max = state.eMarks[startLine]
    if (!isTabLine(state.src, start, max)) return false
    if (silent) return true
    let next = startLine
    for (;;) {
      next++
      if (next >= endLine) break
      const lineStart = state.bMarks[next] + state.tShift[next]
      if (lineStart < state.eMarks[next] && state.sCount[next] < state.blkIndent) break
      const outdented = state.sCount[next] <= state.sCount[startLine]
      if (outdented && isTabLine(state.src, lineStart, state.eMarks[next])) break
      // a nested group owns its own @tab lines (the original plugin needed them indented)
      const nested = readMarker(state, next)
      if (nested && kinds.includes(groupKind(nested.params))) {
        const end = findBlockEnd(state, next, endLine, nested.count, 'fence')
        if (end.closed) next = end.line
      }
    }
    const info = state.src.slice(start + TAB.length, max)
    const active = info.startsWith(':active')
    // `Title#id`, where `\#` keeps a hash in the title
    const [, title, id] = /^(.*?)(?:(?<!\\)#([^#]*))?$/.exec(active ? info.slice(7) : info) ?? []
    const open = state.push('docs_tab_open', 'div', 1)
    open.map = [startLine, next]
    const pane: PaneMeta = {
      title: (title ?? '').trim().replace(/\\#/g, '#'),
      id: id?.trim(),
      active,
      index: 0,
      group: 0,
      selected: false,
    }
    open.meta = { ...pane }
    tokenizeBody(state, startLine + 1, next, 'tab')
    state.push('docs_tab_close', 'div', -1)
    state.line = next
    return true
  }

  const alt = ['paragraph', 'reference', 'blockquote', 'list']
  md.block.ruler.before('fence', 'docs_tabs', groupRule, { alt })
  md.block.ruler.before('paragraph', 'docs_tab', paneRule, { alt })
  md.renderer.rules.docs_tabs_open = (tokens, idx) => renderGroupOpen(tokens[idx].meta as unknown as GroupMeta)
  md.renderer.rules.docs_tabs_close = () => '</div>\n'
  md.renderer.rules.docs_tab_open = (tokens, idx) => renderPaneOpen(tokens[idx].meta as unknown as PaneMeta)
  md.renderer.rules.docs_tab_close = () => '</div>\n'
}

/** The name part of a group opener's params (`tabs#id` → `tabs`). */
function groupKind(params: string): string {
  const hash = params.indexOf('#')
  return (hash < 0 ? params : params.slice(0, hash)).trim()
}

/** `@tab` followed by the end of the line, a space, `:` (`:active`) or `#` (`#id`). */
function isTabLine(src: string, start: number, max: number): boolean {
  if (!src.startsWith(TAB, start)) return false
  if (start + TAB.length >= max) return true
  const next = src[start + TAB.length]
  return next === ' ' || next === '\t' || next === ':' || next === '#'
}

/**
 * Numbers the group's own panes (nested groups are skipped), drops what precedes the first pane
 * and the panes past MAX_TABS, and picks the selected pane; returns how many panes were written.
 */
function collectPanes(tokens: Token[], first: number, meta: GroupMeta): number {
  let depth = 0
  let firstPane = -1
  let written = 0
  const panes: PaneMeta[] = []
  for (let i = first; i < tokens.length; i++) {
    const token = tokens[i]
    if (token.type === 'docs_tabs_open') depth++
    else if (token.type === 'docs_tabs_close') depth--
    else if (depth === 0 && token.type === 'docs_tab_open') {
      if (written++ === MAX_TABS) {
        // Counted, not kept: the tokens from here to the group's end are dropped below.
        for (let j = i + 1; j < tokens.length; j++) {
          const next = tokens[j]
          if (next.type === 'docs_tabs_open') depth++
          else if (next.type === 'docs_tabs_close') depth--
          else if (depth === 0 && next.type === 'docs_tab_open') written++
        }
        tokens.length = i
        break
      }
      if (firstPane < 0) firstPane = i
      const pane = token.meta as unknown as PaneMeta
      pane.index = panes.length
      pane.group = meta.group
      panes.push(pane)
    }
  }
  tokens.splice(first, (firstPane < 0 ? tokens.length : firstPane) - first)
  const active = panes.findIndex((pane) => pane.active)
  meta.active = active < 0 ? 0 : active
  meta.titles = panes.map((pane) => pane.title)
  panes.forEach((pane) => (pane.selected = pane.index === meta.active))
  if (!meta.id) meta.id = `auto-${hashTitles(meta.titles)}`
  return written
}

/** FNV-1a over the titles: short, stable across pages and builds. */
function hashTitles(titles: string[]): string {
  let hash = 0x811c9dc5
  const text = titles.join('\n')
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

function renderGroupOpen(meta: GroupMeta): string {
  const buttons = meta.titles.map((title, index) => {
    const selected = index === meta.active
    const attrs = renderAttrs([
      ['type', 'button'],
      ['role', 'tab'],
      ['class', 'docs-tab'],
      ['id', `docs-tab-${meta.group}-${index}`],
      ['aria-controls', `docs-tabpanel-${meta.group}-${index}`],
      ['aria-selected', String(selected)],
      ['tabindex', selected ? '0' : '-1'],
      ['data-tab-index', String(index)],
      ['data-tab-title', title],
    ])
    return `<button${attrs}>${escapeHtml(title)}</button>\n`
  })
  const group = renderAttrs([
    ['class', 'docs-tabs'],
    ['data-tabs-kind', meta.kind],
    ['data-tabs-id', meta.id],
  ])
  return `<div${group}>\n<div class="docs-tabs-list" role="tablist">\n${buttons.join('')}</div>\n`
}

function renderPaneOpen(pane: PaneMeta): string {
  const attrs = renderAttrs([
    ['class', 'docs-tab-panel'],
    ['role', 'tabpanel'],
    ['id', `docs-tabpanel-${pane.group}-${pane.index}`],
    ['aria-labelledby', `docs-tab-${pane.group}-${pane.index}`],
    ['tabindex', '0'],
    ['data-tab-index', String(pane.index)],
    ['hidden', pane.selected ? undefined : ''],
  ])
  return `<div${attrs}>\n`
}
