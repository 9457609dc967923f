// Renders a long page in two steps, so the reader app can show its opening blocks early.
//
// markdown-it first parses the block structure of the whole text (about a third of its work),
// then parses the inline content of every block and runs the token rules. Here the block parse
// may run a part at a time (a task each: on a 5 MB page it was one task of 2-3 s), and the second
// half runs for the opening blocks only, so their HTML is ready after a fraction of the time;
// finish() does the same for the other blocks. Every rule after block parsing looks at one block
// at a time or keeps its state in env in document order (heading slugs, outline, links), so the
// result is the same as a whole render; test/manifest/markdown/render-in-steps.test.ts compares them on
// every corpus page.

import type { Env, MarkdownIt, StateCore, Token } from 'markdown-it'
import type { Heading } from '../types'
import { openElementDelta, renderWithBreaks, type RenderedBlocks } from './block-breaks'

/** A render in two steps. */
interface SteppedRender {
  /**
   * HTML of the opening blocks (a prefix of the final HTML that parses on its own), where it may
   * be cut, and the headings among them; undefined when the page was not cut (short, or no safe
   * place to cut). One long block of markdown (a table of thousands of rows) can make it long.
   */
  first?: { html: string; breaks: number[]; headings: Heading[]; restLine: number }
  /**
   * Renders about the next `count` tokens of the rest (to the end of a top-level block); true
   * once all of it is rendered. Each call is a bounded piece of work, for a task of its own.
   */
  advance(count: number): boolean
  /** Renders the rest (once) and returns the whole result. */
  finish(): RenderedBlocks
  /** The HTML rendered so far with its breaks (the first step's and each part's since). */
  rendered(): { html: string; breaks: readonly number[] }
}

/** A render in two steps whose text is first parsed into blocks, part by part. */
interface SteppedParse {
  /**
   * Parses the block structure of about the next `chars` characters (whole top-level blocks);
   * true once all the text is parsed. Each call is a bounded piece of work, for a task of its own.
   */
  parse(chars: number): boolean
  /**
   * The two-step render. What is left of the block parse is done first; with `parseAhead`, only
   * as much of it as the first step needs when the text defines no link reference (the one thing
   * a block takes from the blocks after it), and `advance` parses the rest about `parseAhead`
   * characters at a time as it needs them.
   */
  steps(parseAhead?: number, firstAtMost?: number): SteppedRender
}

type CoreRule = (state: StateCore) => void

/** The enabled core rules before block parsing, and those after it. */
function splitCoreRules(md: MarkdownIt): { before: CoreRule[]; resolve: CoreRule[] } | undefined {
  const enabled = md.core.ruler.__rules__.filter((rule) => rule.enabled)
  const block = enabled.findIndex((rule) => rule.name === 'block')
  if (block === -1) return undefined
  return {
    before: enabled.slice(0, block).map((rule) => rule.fn),
    resolve: enabled.slice(block + 1).map((rule) => rule.fn),
  }
}

/**
 * markdown-it's block parse of `state` (its core rule 'block'), resumable: the loop of
 * ParserBlock.tokenize over top-level blocks, stopped after about `chars` characters and carried
 * on by the next call. Every block rule is given the real end of the text, as in one parse, so
 * no block is cut and the tokens are the same. Returns true once the text is parsed.
 */
function blockParse(md: MarkdownIt, core: StateCore): (chars: number) => boolean {
  if (!core.src) return () => true
  const state = new md.block.State(core.src, md, core.env, core.tokens)
  const rules = md.block.ruler.getRules('')
  const end = state.lineMax
  const maxNesting = md.options.maxNesting ?? 100
  let line = state.line
  let hasEmptyLines = false
  let done = false
  return (chars) => {
    const stop = line < end ? state.bMarks[line]! + chars : 0
    while (!done) {
      if (line >= end) return (done = true)
      if (state.bMarks[line]! >= stop) return false
      state.line = line = state.skipEmptyLines(line)
      if (line >= end || state.sCount[line]! < state.blkIndent) return (done = true)
      if (state.level >= maxNesting) {
        state.line = end
        return (done = true)
      }
      // The paragraph rule matches any line; a rule that matched without moving on is a bug.
      if (!rules.some((rule) => rule(state, line, end, false)) || state.line <= line) {
        throw new Error('a block rule did not move on')
      }
      state.tight = !hasEmptyLines
      if (state.isEmpty(state.line - 1)) hasEmptyLines = true
      line = state.line
      if (line < end && state.isEmpty(line)) {
        hasEmptyLines = true
        line++
        state.line = line
      }
    }
    return true
  }
}

/**
 * Index of the first top-level block starting after `firstChars` characters of `src`, with
 * every raw HTML element opened before it closed; undefined when the text is too short to be
 * worth two steps or there is no such block.
 */
function firstCut(tokens: Token[], src: string, firstChars: number): number | undefined {
  if (src.length < firstChars * 3) return undefined
  let line = 0
  for (let at = src.indexOf('\n'); at !== -1 && at < firstChars; at = src.indexOf('\n', at + 1)) line++
  let open = 0
  for (let i = 1; i < tokens.length; i++) {
    const previous = tokens[i - 1]!
    if (previous.type === 'html_block') open += openElementDelta(previous.content)
    if (open < 0) return undefined
    const token = tokens[i]!
    const betweenBlocks = previous.level === 0 && previous.nesting !== 1 && token.level === 0
    if (open === 0 && betweenBlocks && token.map && token.map[0] >= line) return i
  }
  return undefined
}

/** Characters of `src` before its line `line` (0-based, lines ending at `\n`). */
function charsBefore(src: string, line: number): number {
  let at = 0
  for (let seen = 0; seen < line; seen++) {
    const end = src.indexOf('\n', at)
    if (end === -1) return src.length
    at = end + 1
  }
  return at
}

/** Renders a page in two steps (see the header); `md` must have all its plugins already. */
export type SteppedRenderer = (src: string, env: Env, headings: () => Heading[], firstChars: number) => SteppedParse

/**
 * The two-step renderer of `md`. `headings` gives the env's outline, read after the first step.
 * The core rules are split once here, not for every page.
 */
export function steppedRenderer(md: MarkdownIt): SteppedRenderer {
  const rules = splitCoreRules(md)
  return (src, env, headings, firstChars) => {
    if (!rules) {
      const blocks = renderWithBreaks(md, md.parse(src, env), env)
      const steps: SteppedRender = { advance: () => true, finish: () => blocks, rendered: () => blocks }
      return { parse: () => true, steps: () => steps }
    }
    const state = new md.core.State(src, md, env)
    for (const rule of rules.before) rule(state)
    const parse = blockParse(md, state)
    let steps: SteppedRender | undefined
    return {
      parse: (chars) => steps !== undefined || parse(chars),
      steps(parseAhead, firstAtMost) {
        if (!steps) {
          // A link reference is written `[label]: destination`: without `]:`, there is none.
          const ahead = parseAhead !== undefined && !state.src.includes(']:') ? parseAhead : undefined
          parse(ahead === undefined ? Infinity : Math.max(ahead, firstChars * 3))
          const more = () => parse(ahead ?? Infinity)
          steps = renderSplit(md, rules.resolve, state, headings, firstChars, more, firstAtMost)
        }
        return steps
      },
    }
  }
}

/**
 * The two steps of a page whose block structure is parsed (`state.tokens`) at least past its
 * first step's blocks; `parseMore` parses more of it (whole top-level blocks, into the same list),
 * true once all is parsed.
 */
function renderSplit(
  md: MarkdownIt,
  resolveRules: CoreRule[],
  state: StateCore,
  headings: () => Heading[],
  firstChars: number,
  parseMore: () => boolean,
  firstAtMost = Infinity,
): SteppedRender {
  const env = state.env
  const tokens = state.tokens
  let parsed = false
  const parseAll = () => {
    while (!parsed) parsed = parseMore()
  }
  const resolve = (part: Token[]) => {
    state.tokens = part
    for (const rule of resolveRules) rule(state)
    return state.tokens
  }
  let cut = firstCut(tokens, state.src, firstChars)
  while (cut === undefined && !parsed) {
    parsed = parseMore()
    cut = firstCut(tokens, state.src, firstChars)
  }
  if (cut === undefined) {
    const blocks = renderWithBreaks(md, resolve(tokens), env)
    return { advance: () => true, finish: () => blocks, rendered: () => blocks }
  }
  if (firstAtMost < Infinity && charsBefore(state.src, tokens[cut]!.map![0]) > firstAtMost) {
    // Opening blocks longer than the caller wants: nothing is rendered until it asks for all.
    let blocks: RenderedBlocks | undefined
    const finish = () => {
      parseAll()
      return (blocks ??= renderWithBreaks(md, resolve(tokens), env))
    }
    return { advance: () => (finish(), true), finish, rendered: () => blocks ?? { html: '', breaks: [] } }
  }
  const head = resolve(tokens.slice(0, cut))
  const first = renderWithBreaks(md, head, env)
  // Raw inline HTML left open in the opening blocks (or nothing to show): shown whole at once.
  const whole = first.open !== 0 || first.html === ''
  if (whole) {
    let blocks: RenderedBlocks | undefined
    const finish = () => {
      if (!blocks) {
        parseAll()
        blocks = renderWithBreaks(md, head.concat(resolve(tokens.slice(cut))), env)
        tokens.length = 0
        state.tokens = []
      }
      return blocks
    }
    return { advance: () => (finish(), true), finish, rendered: () => blocks ?? { html: '', breaks: [] } }
  }
  // The rest, part by part: its tokens are resolved and rendered a part at a time, each part
  // ending after a top-level block (the rules see one block at a time, as in the first step).
  // Blocks not parsed yet are parsed as a part needs them.
  let at = cut
  let rendered = false
  const all = head
  // The rest starts on this line of the text (0-based, as markdown-it counts lines).
  const restLine = tokens[cut]!.map![0]
  const opening = { html: first.html, breaks: first.breaks, headings: [...headings()], restLine }
  // The opening blocks end a top-level block: a break, unless nothing follows (dropped at the end).
  const done: RenderedBlocks = { html: first.html, breaks: [...first.breaks, first.html.length], open: 0 }
  const advance = (count: number): boolean => {
    if (rendered) return true
    const want = at + Math.max(1, count)
    while (!parsed && tokens.length < want) parsed = parseMore()
    let end = Math.min(tokens.length, want)
    while (end < tokens.length && !(tokens[end - 1]!.level === 0 && tokens[end - 1]!.nesting !== 1)) end++
    const from = all.length
    for (const token of resolve(tokens.slice(at, end))) all.push(token)
    at = end
    const more = at < tokens.length || !parsed
    const part = renderWithBreaks(md, all, env, { from, open: done.open, more })
    for (const offset of part.breaks) done.breaks.push(offset + done.html.length)
    done.html += part.html
    done.open = part.open
    if (more) return false
    if (done.breaks.at(-1) === done.html.length) done.breaks.pop()
    // The tokens are dropped once all is rendered: a cached page keeps its HTML, not its parse.
    rendered = true
    all.length = 0
    tokens.length = 0
    state.tokens = []
    return true
  }
  return {
    first: opening,
    advance,
    finish() {
      advance(Infinity)
      return done
    },
    rendered: () => done,
  }
}
