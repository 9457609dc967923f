// Tests of manifest/markdown/plugins/table-parts.ts: long tables written as consecutive parts.

import { describe, expect, it } from 'vitest'
import { createMarkdown } from '../../../../manifest/markdown'
import { MAX_TABLE_PART_CELLS, TABLE_PART_CLASS } from '../../../../manifest/markdown/plugins/table-parts'

describe('manifest/markdown/plugins/table-parts', () => {
  const md = createMarkdown({ vars: {} })
  const table = (columns: number, rows: number, indent = '') =>
    [
      '| ' + Array.from({ length: columns }, (_, c) => `H${c}`).join(' | ') + ' |',
      '|' + '---|'.repeat(columns),
      ...Array.from(
        { length: rows },
        (_, r) => '| ' + Array.from({ length: columns }, (_, c) => `r${r}c${c}`).join(' | ') + ' |',
      ),
    ]
      .map((line) => indent + line)
      .join('\n')
  const cells = (html: string) => Array.from(html.matchAll(/<td>([^<]*)<\/td>/g), (m) => m[1])

  it('keeps a table of up to the limit whole and unchanged', () => {
    const rows = MAX_TABLE_PART_CELLS / 4
    const { html } = md.render(table(4, rows), 'a.md')
    expect(html.match(/<table/g)).toHaveLength(1)
    expect(html).not.toContain(TABLE_PART_CLASS)
  })

  it('writes a longer table as parts of at most the limit, each with the header, every row once in order', () => {
    const columns = 40
    const rows = 2000
    const { html } = md.render(`before\n\n${table(columns, rows)}\n\nafter\n`, 'a.md')
    const perPart = Math.floor(MAX_TABLE_PART_CELLS / columns)
    const parts = html.split(`<table class="${TABLE_PART_CLASS}">`).slice(1)
    expect(parts).toHaveLength(Math.ceil(rows / perPart))
    for (const part of parts) {
      expect(part).toContain('<thead>\n<tr>\n<th>H0</th>')
      expect(part.match(/<tr>/g)!.length - 1).toBeLessThanOrEqual(perPart)
    }
    const expected = Array.from({ length: rows * columns }, (_, i) => `r${Math.floor(i / columns)}c${i % columns}`)
    expect(cells(html)).toEqual(expected)
    expect(html).toMatch(/^<p>before<\/p>\n<table/)
    expect(html).toMatch(/<\/table>\n<p>after<\/p>\n$/)
  })

  it('splits a long table inside a list item too, keeping the list around it', () => {
    const { html } = md.render(`- item\n\n${table(2, MAX_TABLE_PART_CELLS, '  ')}\n`, 'a.md')
    expect(html.match(/<table/g)).toHaveLength(2)
    expect(html).toMatch(/^<ul>\n<li>/)
    expect(html).toMatch(/<\/table>\n<\/li>\n<\/ul>\n$/)
    expect(cells(html)).toHaveLength(2 * MAX_TABLE_PART_CELLS)
  })
})
