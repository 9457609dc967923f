// The page's side of rendering a long page in a worker (render-worker.ts is the worker's): the
// worker runs markdown-it while the main thread adds the pieces already rendered, so a 5 MB page
// costs the main thread its pieces' HTML, not also its parse. The worker is the renderer's own
// chunk (`script`) started as a module worker: one pipeline, and no copy of it to download.

import type { RenderResult } from '../../../manifest/markdown/types'
import type { Heading } from '../../../manifest/types'
import type { PageContent } from './page-content'
import type { RendererKit } from './render-kit'
import { postedHtml, type RenderMessage, type RenderRequest } from './render-worker'
import type { SafeHtml } from '../../sanitize/sanitize'
import { streamedContent, type StreamedContent } from './streamed-content'

/** How many characters of HTML a page's markdown gives, about (to size its pieces before it is all rendered). */
const HTML_PER_MARKDOWN_CHAR = 3

/** A page's body rendered (or being rendered) in a worker. */
export interface WorkerRender {
  content: PageContent
  /** The outline; while the render goes on, of the opening blocks only. */
  headings: Heading[]
  /** The whole render (completed on the main thread when the worker has not finished it). */
  finish(): RenderResult
  /** True when the page came in parts (the rest follows the first piece). */
  stepped: boolean
}

/**
 * Starts rendering a page in a worker; resolves once its opening blocks (or the whole page) have
 * come back. Undefined when there is no worker to be had, or it failed before then: the caller
 * renders the page itself (and shows the same error if the page cannot be rendered).
 */
export function renderInWorker(
  request: RenderRequest,
  kit: RendererKit,
  script: string,
): Promise<WorkerRender | undefined> {
  let worker: Worker
  try {
    worker = new Worker(script, { type: 'module' })
  } catch {
    return Promise.resolve(undefined)
  }
  return new Promise((resolve) => {
    let streamed: StreamedContent | undefined
    let result: RenderResult | undefined

    // Where what came ends in the pipeline's own HTML (the worker compacts what it posts).
    let rawEnd = 0
    // The rest rendered here: after the worker failed, or when the app needs all of it at once.
    const completeHere = () => {
      worker.terminate()
      const content = streamed
      if (!content || content.ended()) return
      const whole = kit
        .renderer(request.manifest)
        .render(request.body, request.file, request.bodyLine, (path) => request.files.get(path))
      const rest = postedHtml(
        whole.html.slice(rawEnd),
        (whole.breaks ?? []).filter((at) => at > rawEnd).map((at) => at - rawEnd),
        whole.env.rawHtml,
      )
      const from = content.html().length
      content.add(
        rest.html,
        rest.breaks.map((at) => at + from),
      )
      content.end()
      result = { html: content.html(), env: whole.env, headingTitle: whole.headingTitle }
    }
    const failed = () => {
      if (streamed) completeHere()
      else {
        worker.terminate()
        resolve(undefined)
      }
    }
    const finish = (): RenderResult => {
      if (!result) completeHere()
      return result!
    }

    worker.onerror = failed
    worker.onmessageerror = failed
    worker.onmessage = (event: MessageEvent<RenderMessage>) => {
      const message = event.data
      switch (message.kind) {
        case 'first': {
          const content = streamedContent({
            first: message,
            openingChars: kit.openingPiece(message.html, message.breaks).length,
            pieceChars: kit.laterPieceChars(request.body.length * HTML_PER_MARKDOWN_CHAR),
            sanitize: kit.sanitize,
            complete: completeHere,
          })
          streamed = content
          rawEnd = message.rawEnd
          resolve({ content, headings: message.headings, finish, stepped: true })
          return
        }
        case 'part':
          streamed?.add(message.html, message.breaks)
          rawEnd = message.rawEnd
          return
        case 'done': {
          worker.terminate()
          if (message.whole) {
            const { html, breaks } = message.whole
            resolve(wholeRender({ html, breaks, env: message.env, headingTitle: message.headingTitle }, kit))
            return
          }
          if (!streamed) return failed()
          streamed.end()
          result = { html: streamed.html(), env: message.env, headingTitle: message.headingTitle }
          return
        }
        case 'failed':
          failed()
      }
    }
    worker.postMessage(request)
  })
}

/** A page the worker rendered whole (too short to cut, or one long block). */
function wholeRender(result: RenderResult, kit: RendererKit): WorkerRender {
  let whole: SafeHtml | undefined
  const content = kit.pageContent({
    complete: () => result,
    sanitize: kit.sanitize,
    sanitizeWhole: () => (whole ??= kit.sanitize(result.html)),
  })
  return { content, headings: result.env.headings, finish: () => result, stepped: false }
}
