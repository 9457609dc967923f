// Reading-time estimate shown in the page info: 'Less than 1 minute' under a minute, else rounded minutes.

import type { UiText } from '../../manifest/ui/ui-strings'

/** Words read per minute, the usual estimate for technical prose. */
export const WORDS_PER_MINUTE = 300

export { countMarkdownWords, countWords } from '../../manifest/markdown/word-count'

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
