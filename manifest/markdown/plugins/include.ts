// `!!!include(path)!!!`: textual includes expanded before block parsing.
//
// Jobs:
// 1. Replace each directive by the included file (docs-root relative; inside an included file,
//    `./` and `../` paths are relative to that file) minus its final newline, recursively.
// 2. Leave directives inside fenced code and inline code spans alone (so docs can show the syntax).
// 3. Render a missing file, a cycle or too deep nesting as an in-place error box plus an
//    `include` diagnostic pointing at the directive's own file and line.
// 4. Keep a map from parsed lines to page lines (included text maps to the directive's line).

import type { MarkdownIt, StateCore } from 'markdown-it'
import type { Diagnostic } from '../../types'
import { renderState } from '../render-state'

/** Options of `includePlugin`. */
export interface IncludeOptions {
  /** Reads a docs-root relative file; undefined when it does not exist. */
  readFile?: (path: string) => string | undefined
  /** Deepest allowed nesting of includes. */
  includeDepth: number
  /**
   * Most text all the includes of one page may add, and most includes expanded: partials that
   * include each other several times over grow exponentially within the depth limit.
   */
  maxExpandedChars: number
  maxIncludes: number
}

const includeDefaults: IncludeOptions = {
  includeDepth: 8,
  maxExpandedChars: 2_000_000,
  maxIncludes: 2_000,
}

const DIRECTIVE = /!!!include\(([^()\n]*)\)!!!/g
const FENCE_OPEN = /^\s*(`{3,}|~{3,})(.*)$/
const FENCE_CLOSE = /^\s*(`{3,}|~{3,})\s*$/

interface Expansion {
  /** Added to a 1-based line of the page body to get its file line. */
  pageOffset: number
  readFile?: (path: string) => string | undefined
  maxDepth: number
  includes: string[]
  diagnostics: Diagnostic[]
  /** The page's budget (see IncludeOptions) and what is left of it. */
  limits: Pick<IncludeOptions, 'maxExpandedChars' | 'maxIncludes'>
  charsLeft: number
  includesLeft: number
  /** Findings already reported (file, line, message): a partial included many times over
   * reports each problem once, not once per copy. */
  reported: Set<string>
}

/** Adds the `docs_include` core rule (runs right after normalisation, before block parsing). */
export function includePlugin(md: MarkdownIt, options: Partial<IncludeOptions> = {}): void {
  const opts: IncludeOptions = { ...includeDefaults, ...options }
  md.core.ruler.after('normalize', 'docs_include', (state: StateCore) => {
    if (!state.src.includes('!!!include')) return
    const rs = renderState(state.env)
    const ctx: Expansion = {
      pageOffset: rs.firstLine - 1,
      readFile: rs.readFile ?? opts.readFile,
      maxDepth: opts.includeDepth,
      includes: rs.env.includes,
      diagnostics: rs.env.diagnostics,
      limits: opts,
      charsLeft: opts.maxExpandedChars,
      includesLeft: opts.maxIncludes,
      reported: new Set(),
    }
    const { text, lines } = expandText(state.src, rs.env.file, 0, [rs.env.file], ctx)
    state.src = text
    rs.lineMap = lines.map((line) => rs.firstLine + line)
  })
}

/** Expands the directives of one file; `lines[i]` is the 0-based source line of output line i. */
function expandText(
  src: string,
  file: string,
  depth: number,
  stack: string[],
  ctx: Expansion,
): { text: string; lines: number[] } {
  const out: string[] = []
  const lines: number[] = []
  let fence: string | undefined
  src.split('\n').forEach((line, index) => {
    if (fence !== undefined) {
      const close = FENCE_CLOSE.exec(line)
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length) fence = undefined
    } else {
      const open = FENCE_OPEN.exec(line)
      if (open && !(open[1][0] === '`' && open[2].includes('`'))) fence = open[1]
      else if (line.includes('!!!include(')) line = expandLine(line, file, index, depth, stack, ctx)
    }
    for (const part of line.split('\n')) {
      out.push(part)
      lines.push(index)
    }
  })
  return { text: out.join('\n'), lines }
}

function expandLine(line: string, file: string, index: number, depth: number, stack: string[], ctx: Expansion): string {
  return line.replace(DIRECTIVE, (match, raw: string, offset: number) => {
    if (countBackticks(line, offset) % 2 === 1) return match
    const fail = (message: string) => {
      const line = index + 1 + (depth === 0 ? ctx.pageOffset : 0)
      const key = `${file}\n${line}\n${message}`
      if (!ctx.reported.has(key)) {
        ctx.reported.add(key)
        ctx.diagnostics.push({ file, line, severity: 'error', message, code: 'include' })
      }
      return errorBox(message)
    }
    // Past the page's budget, one finding (and one box) says so; later directives add nothing.
    if (ctx.includesLeft <= 0 || ctx.charsLeft <= 0) {
      if (ctx.reported.has('budget')) return ''
      ctx.reported.add('budget')
    }
    const target = resolveIncludePath(raw, file, depth)
    if (target === undefined) return fail(`include path leaves the docs root: ${raw.trim()}`)
    if (stack.includes(target)) return fail(`include cycle: ${[...stack, target].join(' → ')}`)
    if (depth + 1 > ctx.maxDepth) {
      return fail(`includes nested deeper than ${ctx.maxDepth} levels: ${target}`)
    }
    if (!ctx.readFile) return fail(`includes are not available here: ${target}`)
    if (ctx.includesLeft <= 0 || ctx.charsLeft <= 0) {
      const { maxIncludes, maxExpandedChars } = ctx.limits
      return fail(
        `includes expand too far: a page may include at most ${maxIncludes} times and ${maxExpandedChars} characters in all: ${target}`,
      )
    }
    const content = ctx.readFile(target)
    if (content === undefined) return fail(`included file not found: ${target}`)
    ctx.includesLeft--
    ctx.charsLeft -= content.length
    if (!ctx.includes.includes(target)) ctx.includes.push(target)
    const normalized = content.replace(/\r\n?/g, '\n').replace(/\0/g, '\ufffd')
    const { text } = expandText(normalized, target, depth + 1, [...stack, target], ctx)
    return text.endsWith('\n') ? text.slice(0, -1) : text
  })
}

/** Resolves an include path to a docs-root relative file, or undefined when it leaves the root. */
export function resolveIncludePath(raw: string, from: string, depth: number): string | undefined {
  let path = raw.trim().replace(/\\/g, '/')
  if (path.startsWith('@/')) path = path.slice(2)
  const relative = depth > 0 && (path.startsWith('./') || path.startsWith('../'))
  const base = relative ? from.split('/').slice(0, -1) : []
  const parts = [...base]
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue
    if (part === '..') {
      if (parts.length === 0) return undefined
      parts.pop()
    } else parts.push(part)
  }
  return parts.length > 0 ? parts.join('/') : undefined
}

function countBackticks(line: string, end: number): number {
  let count = 0
  for (let i = line.indexOf('`'); i >= 0 && i < end; i = line.indexOf('`', i + 1)) count++
  return count
}

/**
 * An inline error box; markdown punctuation is written as character references so the message
 * is shown literally whatever markdown context the directive sits in.
 */
function errorBox(message: string): string {
  const text = message.replace(/[&<>"'\\`*_[\]{}()#+!|~:-]/g, (c) => `&#${c.charCodeAt(0)};`)
  return `<span class="docs-error" role="note" data-error="include">${text}</span>`
}
