// A page speaks to the product's reader, never about how it was written (../shared/CONTENT.md):
// no page uses the words kept in test/fixtures/own-making-words.json, and no reference table has a
// column that is empty ("", "-", "–" or "—") on every body row. Runs without ../shared.

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import ownMaking from '../fixtures/own-making-words.json'
import { markdownFiles } from '../support/corpus'
import { markdownTables } from '../support/markdown-tables'

const SRC = 'docs-src'
const pages = markdownFiles(SRC).map((file) => ({ file, text: readFileSync(path.join(SRC, file), 'utf8') }))

/** One pattern for all words: case-insensitive, whole words, optional plural, any whitespace between words. */
const words = new RegExp(`\\b(?:${ownMaking.words.map((w) => w.split(' ').join('\\s+')).join('|')})(?:s|es)?\\b`, 'gi')
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length
const EMPTY_CELL = /^[-–—]?$/

describe('no page about its own making', () => {
  it('finds the words in a sentence, across a line break, and not inside other words', () => {
    expect('The Corpus page\n'.match(words)).toEqual(['Corpus'])
    expect('is not part of this\n  edition'.match(words)).toEqual(['this\n  edition'])
    expect('Placeholders such as <name>'.match(words)).toEqual(['Placeholders'])
    expect('sketchy corpuscle'.match(words)).toBeNull()
  })

  it('uses none of the words on any page', () => {
    const hits = pages.flatMap(({ file, text }) =>
      [...text.matchAll(words)].map((m) => `${file}:${lineOf(text, m.index)}: ${m[0].replace(/\s+/g, ' ')}`),
    )
    expect(hits).toEqual([])
  })

  it('finds the empty columns of a table', () => {
    const [table] = markdownTables('| Name | Default | Required |\n|---|---|---|\n| a | — | yes |\n| b |  | - |\n')
    expect(table!.header).toEqual(['Name', 'Default', 'Required'])
    expect(table!.rows.map((row) => row.map((cell) => EMPTY_CELL.test(cell)))).toEqual([
      [false, true, false],
      [false, true, true],
    ])
  })

  it('has no table column that is empty on every body row', () => {
    const empty = pages.flatMap(({ file, text }) =>
      markdownTables(text).flatMap(({ line, header, rows }) =>
        header
          .filter((_, column) => rows.length > 0 && rows.every((row) => EMPTY_CELL.test(row[column] ?? '')))
          .map((name) => `${file}:${line}: column "${name}"`),
      ),
    )
    expect(empty).toEqual([])
  })
})
