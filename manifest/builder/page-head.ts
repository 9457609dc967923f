// A long page's render that also gives its head: the opening blocks the app shows first, as a
// text of their own (the static build's shell carries it, named `_head/<file>`, tools/publish/page-heads.ts).
//
// The app shows a long page's first piece (its opening blocks) first and adds the rest once it
// has taken over (app/page-load/render/page-content.ts). A page given a head has its shell carry the
// head instead of the whole markdown. The build's one render of such a page is a render in steps
// (the app's cut into a first step and the rest), so the cut comes with it.
//
// A head is kept only where it renders, on its own, to the very HTML, breaks and headings of
// the whole page's first step: a text whose opening blocks take something from the blocks after
// them (a link reference defined further down) gets none, and its first paint waits for the
// whole file as before.

import { FIRST_STEP_CHARS, WORKER_FROM_CHARS } from '../markdown/step-sizes'
import type { MarkdownRenderer, RenderResult, SteppedResult } from '../markdown/types'

type ReadFile = (path: string) => string | undefined

/** Shortest body given a head: one the app cuts into steps (several first steps long). */
const HEAD_FROM_CHARS = FIRST_STEP_CHARS * 3

/** Where the body's line `line` (0-based) starts, counting line ends as markdown-it does. */
export function lineOffset(body: string, line: number): number {
  const ends = /\r\n?|\n/g
  for (let seen = 0; seen < line; seen++) {
    if (!ends.exec(body)) return body.length
  }
  return ends.lastIndex
}

/** True when the app cuts a page of this body into steps on the main thread (a head may pay). */
function mayHaveHead(body: string): boolean {
  return body.length >= HEAD_FROM_CHARS && body.length < WORKER_FROM_CHARS
}

/**
 * Renders `body` as `renderer.render` does and, for a body the app cuts into steps (mayHaveHead),
 * also gives its head's body: the opening blocks, with the rest's link references when they need
 * them. No head when there is no place to cut, the opening blocks are too long, or they render
 * differently alone. Throws as `render` does.
 */
export function renderWithHead(
  renderer: MarkdownRenderer,
  body: string,
  file: string,
  bodyLine: number,
  readFile: ReadFile,
): { result: RenderResult; head?: string } {
  if (!mayHaveHead(body)) return { result: renderer.render(body, file, bodyLine, readFile) }
  let steps: SteppedResult
  let whole: RenderResult
  try {
    const parsing = renderer.renderInSteps(body, file, bodyLine, FIRST_STEP_CHARS, readFile)
    while (!parsing.parse(Infinity));
    // Opening blocks too long for a head are not rendered on their own: a page of one long
    // paragraph of unclosed constructs would otherwise be rendered twice for a head it cannot have.
    steps = parsing.steps(undefined, HEAD_FROM_CHARS)
    whole = steps.finish()
  } catch {
    // The page as the build has always rendered it (and reported it, if this throws too).
    return { result: renderer.render(body, file, bodyLine, readFile) }
  }
  // What `render` returns (breaks only come with the renderer's `blockBreaks`).
  const result: RenderResult = { html: whole.html, env: whole.env, headingTitle: whole.headingTitle }
  const first = steps.first
  if (!first) return { result }
  try {
    return { result, head: headBody(renderer, body, file, bodyLine, readFile, first) }
  } catch {
    // A head whose check fails to render is left out; the page keeps its render.
    return { result }
  }
}

/**
 * The body of the head cut at `first`: the opening blocks alone, else with the rest's link
 * references (their definitions and the includes that may hold them, which render to nothing
 * where they stand); undefined when neither renders as `first`.
 */
function headBody(
  renderer: MarkdownRenderer,
  body: string,
  file: string,
  bodyLine: number,
  readFile: ReadFile,
  first: NonNullable<SteppedResult['first']>,
): string | undefined {
  const cut = lineOffset(body, first.restLine)
  const opening = body.slice(0, cut)
  const references = body
    .slice(cut)
    .split(/\r\n?|\n/)
    .filter((line) => REFERENCE_LINE.test(line) || line.includes('!!!include('))
  const candidates = references.length ? [opening, `${opening}\n${references.join('\n')}\n`] : [opening]
  return candidates.find((text) => rendersAsFirstStep(renderer, text, file, bodyLine, readFile, first))
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
  readFile: ReadFile,
  first: NonNullable<SteppedResult['first']>,
): boolean {
  // The app renders the head as a whole page: it must be too short to be cut itself.
  if (text.length >= HEAD_FROM_CHARS) return false
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
