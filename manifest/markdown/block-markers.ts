// Scanning helpers for `:::` marker blocks (containers and tab groups), shared by those plugins.

import type { StateBlock } from 'markdown-it'

/** An opening marker line: `:::name params`. */
export interface MarkerLine {
  /** Number of colons (3 or more). */
  count: number
  /** Everything after the colons, untrimmed. */
  params: string
}

/** How a block looks for its closing marker line. */
export type CloseRule =
  /** markdown-it-container: any indentation under 4 relative to the enclosing block. */
  | 'fence'
  /** The theme's hint containers: exactly the opener's indentation. */
  | 'same-indent'

/** Where a marker block ends. */
export interface BlockEnd {
  /** Line of the closing marker, or the end line when the block was not closed. */
  line: number
  closed: boolean
}

const COLON = 0x3a

/** Reads a `:::` marker at the start of `line`; undefined when there is none. */
export function readMarker(state: StateBlock, line: number): MarkerLine | undefined {
  const start = state.bMarks[line] + state.tShift[line]
  const max = state.eMarks[line]
  if (state.src.charCodeAt(start) !== COLON) return undefined
  let pos = start + 1
  while (pos < max && state.src.charCodeAt(pos) === COLON) pos++
  const count = pos - start
  if (count < 3) return undefined
  return { count, params: state.src.slice(pos, max) }
}

/**
 * Finds the closing line (`:::` with at least `count` colons and nothing else) of a block opened
 * at `startLine`. Like markdown-it-container it is a plain line scan: an unclosed block runs to
 * `endLine` or to the first non-empty line indented less than the enclosing block.
 */
export function findBlockEnd(
  state: StateBlock,
  startLine: number,
  endLine: number,
  count: number,
  rule: CloseRule,
): BlockEnd {
  let next = startLine
  for (;;) {
    next++
    if (next >= endLine) return { line: next, closed: false }
    const start = state.bMarks[next] + state.tShift[next]
    const max = state.eMarks[next]
    // a non-empty line with negative indent ends the enclosing list item, and us with it
    if (start < max && state.sCount[next] < state.blkIndent) return { line: next, closed: false }
    if (state.src.charCodeAt(start) !== COLON) continue
    const indentOk =
      rule === 'same-indent' ? state.sCount[next] === state.sCount[startLine] : state.sCount[next] - state.blkIndent < 4
    if (!indentOk) continue
    let pos = start + 1
    while (pos < max && state.src.charCodeAt(pos) === COLON) pos++
    if (pos - start < count) continue
    if (state.skipSpaces(pos) < max) continue
    return { line: next, closed: true }
  }
}

/** Tokenizes lines `[from, to)` as the body of a block, fencing off lazy continuations. */
export function tokenizeBody(state: StateBlock, from: number, to: number, parentType: string): void {
  const oldParent = state.parentType
  const oldLineMax = state.lineMax
  state.parentType = parentType
  state.lineMax = to
  state.md.block.tokenize(state, from, to)
  state.parentType = oldParent
  state.lineMax = oldLineMax
}
