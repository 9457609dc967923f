// The render worker's side: renders one long page with the shared pipeline and posts it back in
// parts, the opening blocks first (render-in-worker.ts is the page's side). The worker is the
// renderer's chunk started as a module worker, which loads this module on its first request.

import type { RenderEnv } from '../../../manifest/markdown/types'
import type { Heading, Manifest } from '../../../manifest/types'
import { compactBlockLines } from './compact-block-lines'
import type { RendererKit } from './render-kit'

/** A page to render: its body as the page's side split it from the frontmatter, and its files. */
export interface RenderRequest {
  manifest: Manifest
  file: string
  body: string
  bodyLine: number
  /** The page file and its includes by docs-root relative path. */
  files: Map<string, string>
}

/**
 * What the worker posts, in this order: `first` then `part`s then `done`, or `done` alone, or
 * `failed`. HTML without raw HTML so far comes without the line breaks after block tags
 * (compact-block-lines.ts); `rawEnd` is where it ends in the pipeline's own HTML.
 */
export type RenderMessage =
  /** The opening blocks (as the pipeline's first step gives them). */
  | { kind: 'first'; html: string; breaks: number[]; headings: Heading[]; rawEnd: number }
  /** HTML rendered since the previous message and the breaks in it (offsets in the whole HTML). */
  | { kind: 'part'; html: string; breaks: number[]; rawEnd: number }
  /** The render is complete; a page not rendered in steps comes whole here, with its HTML. */
  | { kind: 'done'; env: RenderEnv; headingTitle?: string; whole?: { html: string; breaks: number[] } }
  /** The render threw (the page's side renders the page itself, and shows the same error). */
  | { kind: 'failed'; message: string }

/** `html` as posted: compacted when no raw HTML was rendered so far; `breaks` relative to its start. */
export function postedHtml(
  html: string,
  breaks: readonly number[],
  rawHtml: boolean,
): { html: string; breaks: number[] } {
  return rawHtml ? { html, breaks: [...breaks] } : compactBlockLines(html, breaks)
}

/** Renders `request`, posting each message as soon as it is ready. */
export function renderForWorker(
  request: RenderRequest,
  kit: RendererKit,
  post: (message: RenderMessage) => void,
): void {
  const { file, body, bodyLine, files } = request
  const parsing = kit
    .renderer(request.manifest)
    .renderInSteps(body, file, bodyLine, kit.firstStepChars, (path) => files.get(path))
  // The opening blocks are rendered once parsed (when nothing after them can change them), and
  // the rest is parsed as its parts are rendered: the page sees its first piece sooner.
  const steps = parsing.steps(kit.parseAheadChars)
  if (!steps.first) {
    const { html, breaks = [], env, headingTitle } = steps.finish()
    post({ kind: 'done', env, headingTitle, whole: { html, breaks } })
    return
  }
  const { headings } = steps.first
  const first = postedHtml(steps.first.html, steps.first.breaks, parsing.rawHtml())
  let rawSent = steps.first.html.length
  let breaksSent = steps.first.breaks.length
  let posted = first.html.length
  post({ kind: 'first', ...first, headings, rawEnd: rawSent })
  for (let finished = false; !finished;) {
    finished = steps.advance(kit.renderPartTokens)
    const rendered = steps.rendered()
    const part = postedHtml(
      rendered.html.slice(rawSent),
      rendered.breaks.slice(breaksSent).map((at) => at - rawSent),
      parsing.rawHtml(),
    )
    const from = posted
    post({
      kind: 'part',
      html: part.html,
      breaks: part.breaks.map((at) => at + from),
      rawEnd: rendered.html.length,
    })
    rawSent = rendered.html.length
    breaksSent = rendered.breaks.length
    posted += part.html.length
  }
  const { env, headingTitle } = steps.finish()
  post({ kind: 'done', env, headingTitle })
}
