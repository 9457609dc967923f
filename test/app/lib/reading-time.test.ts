import { describe, expect, it } from 'vitest'
import { DEFAULT_UI_TEXT } from '../../../manifest/ui/ui-strings'
import { countMarkdownWords, countWords, readingTimeText, WORDS_PER_MINUTE } from '../../../app/lib/reading-time'

describe('app/lib/reading-time', () => {
  it("says 'Less than 1 minute' under one minute", () => {
    expect(readingTimeText(0, DEFAULT_UI_TEXT)).toBe('Less than 1 minute')
    expect(readingTimeText(WORDS_PER_MINUTE - 1, DEFAULT_UI_TEXT)).toBe('Less than 1 minute')
  })
  it('rounds to whole minutes from one minute on', () => {
    expect(readingTimeText(WORDS_PER_MINUTE, DEFAULT_UI_TEXT)).toBe('About 1 min')
    expect(readingTimeText(WORDS_PER_MINUTE * 2.4, DEFAULT_UI_TEXT)).toBe('About 2 min')
    expect(readingTimeText(WORDS_PER_MINUTE * 2.6, DEFAULT_UI_TEXT)).toBe('About 3 min')
  })
  it('counts words, keeping hyphenated and apostrophe words whole', () => {
    expect(countWords("The job's multi-valued option, 3 times.")).toBe(6)
    expect(countWords('  ')).toBe(0)
  })
  it('counts each CJK character as a word', () => {
    expect(countWords('作业 job')).toBe(3)
  })
})

describe('app/lib/reading-time countMarkdownWords', () => {
  it('counts the words a reader reads, not code, tags, link targets or definitions', () => {
    const markdown = [
      '# The job option',
      '',
      'Set the [multi-valued option](../jobs/options.md#multi "Options") <span class="x">now</span>.',
      '',
      '```bash',
      'rd jobs list --project demo',
      '```',
      '',
      '<!-- not read -->',
      '[options]: https://example.com/a/b/c',
    ].join('\n')
    expect(countMarkdownWords(markdown)).toBe(countWords('The job option Set the multi-valued option now'))
  })
  it('reads an unclosed fence as text', () => {
    expect(countMarkdownWords('```\none two')).toBe(2)
  })
  it('leaves out fences of either character and comments, and reads unclosed ones as text', () => {
    expect(countMarkdownWords('a\n~~~\nb\n```\nc\n~~~\nd\n```\ne')).toBe(3)
    expect(countMarkdownWords('a\n````\nb\n```\nc')).toBe(2)
    expect(countMarkdownWords('a <!-- b --> c <!-- d')).toBe(3)
    expect(countMarkdownWords('a <!-- b <!-- c --> d')).toBe(2)
  })
  it('counts a megabyte of unclosed constructs in linear time', () => {
    const hostile = [
      `x ${'<!--'.repeat(100)}\n`.repeat(1000),
      '['.repeat(10_000) + 'x' + '](/index.md'.repeat(10_000),
      '<'.repeat(200_000),
      '[a]('.repeat(50_000),
      Array.from({ length: 1000 }, (_, i) => '`'.repeat(1003 - i)).join('\n'),
    ]
    const started = performance.now()
    for (const text of hostile) countMarkdownWords(text)
    expect(performance.now() - started).toBeLessThan(2000)
  })
})
