// Reading-time estimate shown in the page info: 'Less than 1 minute' under a minute, else rounded minutes.

import type { UiText } from '../../manifest/ui-strings'

/** Words read per minute, the usual estimate for technical prose. */
export const WORDS_PER_MINUTE = 300

/** Counts words in plain text (Latin words plus each CJK character). */
export function countWords(text: string): number {
  const cjkPattern = /[\u4e00-\u9fff\u3040-\u30ff\uac00-\ud7af]/g
  const cjk = text.match(cjkPattern) ?? []
  const rest = text.replace(cjkPattern, ' ')
  const latin = rest.match(/[\p{L}\p{N}]+(?:['’_-][\p{L}\p{N}]+)*/gu) ?? []
  return latin.length + cjk.length
}

const FENCED_CODE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm
const COMMENT = /<!--[\s\S]*?-->/g
const TAG = /<[^>\n]+>/g
const LINK_TARGET = /\]\([^)\s]*(?:\s+"[^"]*")?\)/g
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]\n]+\]:.*$/gm

/**
 * Counts the words a reader reads in a page's markdown: fenced code, HTML tags and comments,
 * link targets and reference definitions are left out (markup characters are not words anyway).
 * Counting the source, not the rendered HTML, gives the reading time before a long page has
 * been rendered in full.
 */
export function countMarkdownWords(markdown: string): number {
  return countWords(
    markdown
      .replace(FENCED_CODE, ' ')
      .replace(COMMENT, ' ')
      .replace(TAG, ' ')
      .replace(LINK_TARGET, '] ')
      .replace(REFERENCE_DEFINITION, ' '),
  )
}

/** Minutes needed to read the given number of words. */
function readingMinutes(words: number, perMinute = WORDS_PER_MINUTE): number {
  return words / perMinute
}

/** Text shown to the reader: 'Less than 1 minute' under one minute, else 'About N min'. */
export function readingTimeText(words: number, text: UiText): string {
  const minutes = readingMinutes(words)
  if (minutes < 1) return text('page.readingLessThanMinute')
  return text('page.readingMinutes', { minutes: new Intl.NumberFormat(text.locale).format(Math.round(minutes)) })
}
