// The tables of a markdown page as markdown-it parses them: header cells and body rows as raw
// inline markdown, with the 1-based line of the table's header row. Tables inside fenced code are
// code, not tables.

import MarkdownIt from 'markdown-it'

export interface MarkdownTable {
  line: number
  header: string[]
  rows: string[][]
}

const md = new MarkdownIt()

/** Every table of `markdown`, in page order. */
export function markdownTables(markdown: string): MarkdownTable[] {
  const tables: MarkdownTable[] = []
  const tokens = md.parse(markdown, {})
  tokens.forEach((token, i) => {
    const table = tables.at(-1)
    const cell = tokens[i + 1]?.content.trim() ?? ''
    if (token.type === 'table_open') tables.push({ line: token.map![0] + 1, header: [], rows: [] })
    else if (token.type === 'tr_open' && tokens[i + 1]?.type === 'td_open') table!.rows.push([])
    else if (token.type === 'th_open') table!.header.push(cell)
    else if (token.type === 'td_open') table!.rows.at(-1)!.push(cell)
  })
  return tables
}
