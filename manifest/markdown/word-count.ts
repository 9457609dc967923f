// Words a reader reads in a page's markdown: the app's reading time (app/lib/reading-time.ts), and
// the build's count for a long page shown from its head (tools/build/page-heads.ts).

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
