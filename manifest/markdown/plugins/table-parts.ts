// A table of thousands of rows is one block the browser styles and lays out whole, on screen or
// not: a 2,000 × 40 table held Chromium's main thread for 3 s in one task. A table of more than
// MAX_TABLE_PART_CELLS body cells is written as consecutive tables of that many cells at most,
// each with the header row again: blocks of their own, which the app adds in pieces and the
// browser skips while they are off screen. Tables of real pages (the corpus's longest has 46
// rows) stay whole.

import type { MarkdownIt, StateCore, Token } from 'markdown-it'

/** Body cells one table part holds at most (at least one row). */
export const MAX_TABLE_PART_CELLS = 5_000

/** Class of the tables a long table is written as. */
export const TABLE_PART_CLASS = 'table-part'

/** A table whose body is being copied, and where its next part starts. */
interface OpenTable {
  open: Token
  /** The tokens from after the table's opening to its body's opening (the header). */
  head: Token[]
  body: Token
  rowsPerPart: number
  rows: number
}

/** Adds the `docs_table_parts` core rule (last: every other rule sees the table whole). */
export function tablePartsPlugin(md: MarkdownIt): void {
  md.core.ruler.push('docs_table_parts', (state: StateCore) => {
    const tokens = state.tokens
    const out: Token[] = []
    let table: OpenTable | undefined
    // Tokens are pushed one by one: a spread of a huge table's tokens would overflow the stack.
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]
      if (token.type === 'tbody_open') table = openTable(tokens, i)
      else if (token.type === 'tbody_close') table = undefined
      else if (table && token.type === 'tr_open' && table.rows++ === table.rowsPerPart) {
        if (table.open.attrGet('class') !== TABLE_PART_CLASS) table.open.attrJoin('class', TABLE_PART_CLASS)
        table.rows = 1
        const { open, body, head } = table
        const next = Object.assign(new state.Token('table_open', 'table', 1), open, { map: token.map })
        out.push(closing(state, body), closing(state, open), next)
        for (const cell of head) out.push(cell)
        out.push(body)
      }
      out.push(token)
    }
    state.tokens = out
  })
}

/** The table whose body opens at `body`. */
function openTable(tokens: Token[], body: number): OpenTable {
  let open = body
  while (open > 0 && tokens[open].type !== 'table_open') open--
  const head = tokens.slice(open + 1, body)
  const columns = head.filter((token) => token.type === 'th_open').length
  const rowsPerPart = Math.max(1, Math.floor(MAX_TABLE_PART_CELLS / Math.max(1, columns)))
  return { open: tokens[open], head, body: tokens[body], rowsPerPart, rows: 0 }
}

/** The closing token of `open`. */
function closing(state: StateCore, open: Token): Token {
  const token = new state.Token(open.type.replace('_open', '_close'), open.tag, -1)
  return Object.assign(token, { level: open.level, block: true })
}
