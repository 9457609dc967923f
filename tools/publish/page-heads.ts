// The opening blocks of a long page as a file of their own (`_head/<file>`), for its first paint.
//
// The app shows a long page's first piece (its opening blocks) first and adds the rest once it
// has taken over (app/content/page-content.ts). Its first paint needs only those blocks, yet it
// waited for the whole markdown, which on the slow link shares the bandwidth with the app's own
// code: on the 200 KB API reference, 40 KB of markdown stood between the reader and the app. A
// page given a head has its shell preload the head instead, and the app fetches the whole file
// after it has taken the page over (app/content/head-first.ts).
//
// A head is written only where it renders, on its own, to the very HTML, breaks and headings of
// the whole page's first step: a text whose opening blocks take something from the blocks after
// them (a link reference defined further down) gets none, and its first paint waits for the
// whole file as before.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { splitFrontmatter } from '../../manifest/markdown/frontmatter'
import { createMarkdown } from '../../manifest/markdown/index'
import { FIRST_STEP_CHARS, WORKER_FROM_CHARS } from '../../manifest/markdown/step-sizes'
import type { MarkdownRenderer } from '../../manifest/markdown/types'
import { createRouteResolver } from '../../manifest/paths/route-resolver'
import { siteMarkdownOptions } from '../../manifest/markdown/site-markdown'
import type { Manifest, PageEntry } from '../../manifest/types'
import type { PageHead } from '../../manifest/shell/page-manifest-element'
import { countMarkdownWords } from '../../manifest/markdown/word-count'

/** Folder of the heads, under the output folder (docs-root relative paths below it). */
export const HEADS_FOLDER = '_head'

/** Where the body's line `line` (0-based) starts, counting line ends as markdown-it does. */
export function lineOffset(body: string, line: number): number {
  const ends = /\r\n?|\n/g
  for (let seen = 0; seen < line; seen++) {
    if (!ends.exec(body)) return body.length
  }
  return ends.lastIndex
}

/**
 * The text of a page's head: its frontmatter and the body's opening blocks, when the page is cut
 * into steps by the app and those blocks render alone as they do in the whole page. Undefined
 * otherwise (short, rendered in a worker, no place to cut, or different alone).
 */
export function pageHeadText(
  renderer: MarkdownRenderer,
  source: string,
  file: string,
  readFile: (path: string) => string | undefined,
): string | undefined {
  const { body, bodyLine } = splitFrontmatter(source)
  if (body.length < FIRST_STEP_CHARS * 3 || body.length >= WORKER_FROM_CHARS) return undefined
  const steps = renderer.renderInSteps(body, file, bodyLine, FIRST_STEP_CHARS, readFile)
  while (!steps.parse(Infinity));
  // Opening blocks too long for a head (rendersAsFirstStep) are not rendered: a page of one long
  // paragraph of unclosed constructs spent seconds here on a head it could never have.
  const first = steps.steps(undefined, FIRST_STEP_CHARS * 3).first
  if (!first) return undefined
  const cut = lineOffset(body, first.restLine)
  const opening = body.slice(0, cut)
  // The opening blocks alone, else with the rest's link references (their definitions and the
  // includes that may hold them), which render to nothing where they stand.
  const references = body
    .slice(cut)
    .split(/\r\n?|\n/)
    .filter((line) => REFERENCE_LINE.test(line) || line.includes('!!!include('))
  const candidates = references.length ? [opening, `${opening}\n${references.join('\n')}\n`] : [opening]
  const headBody = candidates.find((text) => rendersAsFirstStep(renderer, text, file, bodyLine, readFile, first))
  return headBody === undefined ? undefined : source.slice(0, source.length - body.length) + headBody
}

/** A line that may define a link reference (`[label]: destination`). */
const REFERENCE_LINE = /^ {0,3}\[[^\]\n]+\]:\s*\S/

/**
 * True when `text`, rendered as the app renders a whole page, is not cut into steps itself and
 * gives `first`'s HTML, breaks and headings.
 */
function rendersAsFirstStep(
  renderer: MarkdownRenderer,
  text: string,
  file: string,
  bodyLine: number,
  readFile: (path: string) => string | undefined,
  first: { html: string; breaks: number[]; headings: unknown[] },
): boolean {
  // The app renders the head as a whole page: it must be too short to be cut itself.
  if (text.length >= FIRST_STEP_CHARS * 3) return false
  const alone = renderer.renderInSteps(text, file, bodyLine, FIRST_STEP_CHARS, readFile)
  while (!alone.parse(Infinity));
  const steps = alone.steps()
  if (steps.first) return false
  const { html, breaks = [], env } = steps.finish()
  return (
    html === first.html &&
    JSON.stringify(breaks) === JSON.stringify(first.breaks) &&
    JSON.stringify(env.headings) === JSON.stringify(first.headings)
  )
}

/**
 * Writes the heads of the pages of `manifest` whose files were copied to `out`; returns, for a
 * page, its head (the docs-root relative path under HEADS_FOLDER, and the words of the whole
 * page, for its reading time), or undefined when it has none. A file of the docs tree at a head's
 * path is never overwritten (that page then has no head).
 */
export function writePageHeads(out: string, manifest: Manifest): (page: PageEntry) => PageHead | undefined {
  const renderer = createMarkdown(
    siteMarkdownOptions(manifest, createRouteResolver(manifest.pages, manifest.site.redirects)),
  )
  const read = (file: string) => {
    try {
      return readFileSync(path.join(out, file), 'utf8')
    } catch {
      return undefined
    }
  }
  return (page) => {
    if (page.home || page.size < FIRST_STEP_CHARS * 3) return undefined
    const source = read(page.file)
    if (source === undefined) return undefined
    const text = headTextOrNone(() => pageHeadText(renderer, source, page.file, read))
    const head = `${HEADS_FOLDER}/${page.file}`
    const file = path.join(out, head)
    if (text === undefined || !file.startsWith(path.join(out, HEADS_FOLDER) + path.sep) || existsSync(file)) {
      return undefined
    }
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, text)
    return { file: head, words: countMarkdownWords(splitFrontmatter(source).body) }
  }
}

/**
 * The head made by `make`, or none when making it fails: a page the pipeline cannot render (the
 * build reported it with the page's render) is shown without a head, never stopping the build.
 */
function headTextOrNone(make: () => string | undefined): string | undefined {
  try {
    return make()
  } catch {
    return undefined
  }
}
