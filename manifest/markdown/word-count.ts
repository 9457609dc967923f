// Words a reader reads in a page's markdown: the app's reading time (app/lib/reading-time.ts), and
// the build's count for a long page shown from its head (manifest/builder/published-page.ts).

import { withoutComments } from './html-utils'

/** Counts words in plain text (Latin words plus each CJK character). */
export function countWords(text: string): number {
  const cjkPattern = /[\u4e00-\u9fff\u3040-\u30ff\uac00-\ud7af]/g
  const cjk = text.match(cjkPattern) ?? []
  const rest = text.replace(cjkPattern, ' ')
  const latin = rest.match(/[\p{L}\p{N}]+(?:['’_-][\p{L}\p{N}]+)*/gu) ?? []
  return latin.length + cjk.length
}

/** A line opening or closing fenced code: the fence's character and length. */
const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})/
/** A tag; a `<` ends the run, so a line of `<` without `>` is scanned once, not once per `<`. */
const TAG = /<[^<>\n]+>/g
/** A link's destination; a `]` ends it, so `](](](…` without `)` is scanned once. */
const LINK_TARGET = /\]\([^)\s\]]*(?:\s+"[^"]*")?\)/g
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]\n]+\]:.*$/gm

/**
 * Counts the words a reader reads in a page's markdown: fenced code, HTML tags and comments,
 * link targets and reference definitions are left out (markup characters are not words anyway).
 * Counting the source, not the rendered HTML, gives the reading time before a long page has
 * been rendered in full. Linear in the text's length, on the main thread for every page: the
 * patterns it replaced looked for the end of a comment (`<!--[\s\S]*?-->`), a tag or a link
 * target from each start, so a page of 100,000 unclosed comments took 20 s of the tab's time.
 */
export function countMarkdownWords(markdown: string): number {
  return countWords(
    withoutComments(withoutFencedCode(markdown), ' ')
      .replace(TAG, ' ')
      .replace(LINK_TARGET, '] ')
      .replace(REFERENCE_DEFINITION, ' '),
  )
}

/**
 * The text with each fenced code block (its fences included) replaced by a space: a line of at
 * least three backticks or tildes (indented at most three spaces) up to the next such line of
 * the same character. A fence no later line of its character closes is text.
 */
function withoutFencedCode(markdown: string): string {
  const lines = markdown.split('\n')
  const fences = lines.map((line) => FENCE_LINE.exec(line)?.[1]?.[0])
  // The last line of each fence character: a fence before it is closed.
  const last = new Map<string, number>()
  fences.forEach((char, i) => char !== undefined && last.set(char, i))
  const kept: string[] = []
  let open: string | undefined
  for (let i = 0; i < lines.length; i++) {
    const char = fences[i]
    if (open !== undefined) {
      if (char === open) {
        open = undefined
        kept.push(' ')
      }
    } else if (char !== undefined && last.get(char)! > i) open = char
    else kept.push(lines[i]!)
  }
  return kept.join('\n')
}
