// The one rendering path: markdown → HTML (shared pipeline) → the sanitizer (sanitize.ts). A page
// of over a megabyte has its markdown rendered in a worker (render-in-worker.ts), which is this
// module's own chunk started again; the rest of the path is the same.

import '../../entries/shared-chunk' // its modules share one chunk (the file says why)
import { splitFrontmatter } from '../../../manifest/markdown'
import type { RenderResult } from '../../../manifest/markdown/types'
import type { PageFrontmatter } from '../../../manifest/shell/page-manifest-element'
import type { Diagnostic, Manifest, PageEntry } from '../../../manifest/types'
import { countMarkdownWords } from '../../../manifest/markdown/word-count'
import { laterPieceChars, openingPiece, PIECES_FROM_CHARS, pageContent } from './page-content'
import type { RendererKit } from './render-kit'
import type { RenderMessage, RenderRequest } from './render-worker'
import { readyToSanitize, sanitizeRendered, type SafeHtml } from '../../sanitize/sanitize'
import type { CompleteOptions, RenderedBody, RenderedPage } from './rendered-page'
import { FIRST_STEP_CHARS, PARSE_PART_CHARS, RENDER_PART_TOKENS, WORKER_FROM_CHARS } from './render-sizes'
import { readFrom, siteRendererFor } from './site-renderer'

/**
 * Resolves in a task of its own (kept here, not in lib/schedule.ts: the first paint loads this
 * module, and sharing that one would add a chunk to its requests).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve))
}

/** What the render worker's code is given (render-kit.ts says why). */
export const RENDERER_KIT: RendererKit = {
  renderer: siteRendererFor,
  sanitize: sanitizeRendered,
  pageContent,
  openingPiece,
  laterPieceChars,
  firstStepChars: FIRST_STEP_CHARS,
  renderPartTokens: RENDER_PART_TOKENS,
  parseAheadChars: PARSE_PART_CHARS,
}

/** True in a worker (not in a window, nor in Node). */
function inWorker(): boolean {
  return 'WorkerGlobalScope' in globalThis && typeof document === 'undefined'
}

// This module's chunk started as a render worker (render-in-worker.ts): it answers each request
// with the worker's code, loaded on the first (the handler is set now, so no request is missed).
if (inWorker()) {
  const scope = globalThis as unknown as {
    onmessage: ((event: MessageEvent<RenderRequest>) => void) | null
    postMessage(message: RenderMessage): void
  }
  const code = import('./render-worker')
  scope.onmessage = (event) => {
    void code
      .then(({ renderForWorker }) => renderForWorker(event.data, RENDERER_KIT, (message) => scope.postMessage(message)))
      .catch((error: unknown) => scope.postMessage({ kind: 'failed', message: String(error) }))
  }
}

/**
 * The frontmatter parser (the yaml library), a chunk of its own: the first page is shown without
 * it, and main.tsx warms it up once the app is idle so later pages do not wait for it.
 */
export function loadFrontmatterParser() {
  return import('../../../manifest/markdown/parse-frontmatter')
}

/**
 * Renders a page's body from its fetched sources (`files` holds the page file and its includes).
 * A long page is rendered in two steps (the pipeline's renderInSteps): its first piece is ready
 * now, the rest when its content asks for more pieces or the page is completed. Code is coloured
 * later, in the page, as it scrolls into view (widgets/highlight-code.ts).
 */
export async function renderBody(
  manifest: Manifest,
  entry: PageEntry,
  files: Map<string, string>,
): Promise<RenderedBody> {
  const source = files.get(entry.file) ?? ''
  const { yaml, body, bodyLine } = splitFrontmatter(source)
  const words = countMarkdownWords(body)
  // A very long page is rendered beside the main thread, when a worker can be had (that code is a
  // chunk of its own: the first paint of an ordinary page does not download it).
  if (body.length >= WORKER_FROM_CHARS && typeof Worker !== 'undefined') {
    const { renderInWorker } = await import('./render-in-worker')
    const request = { manifest, file: entry.file, body, bodyLine, files }
    const rendered = await renderInWorker(request, RENDERER_KIT, import.meta.url)
    if (rendered) return { entry, source, yaml, words, ...rendered }
  }
  const parsing = siteRendererFor(manifest).renderInSteps(body, entry.file, bodyLine, FIRST_STEP_CHARS, readFrom(files))
  // A very long text's blocks are parsed a part per task (a page of ordinary length in one go).
  while (!parsing.parse(PARSE_PART_CHARS)) await nextTask()
  const steps = parsing.steps()
  let result = steps.first ? undefined : steps.finish()
  const finish = () => (result ??= steps.finish())
  let whole: SafeHtml | undefined
  return {
    entry,
    source,
    yaml,
    content: pageContent({
      first: steps.first && openingPiece(steps.first.html, steps.first.breaks),
      prepare: () => steps.advance(RENDER_PART_TOKENS),
      complete: finish,
      sanitize: sanitizeRendered,
      sanitizeWhole: () => (whole ??= sanitizeRendered(finish().html)),
    }),
    headings: steps.first ? steps.first.headings : finish().env.headings,
    words,
    finish,
    stepped: !!steps.first,
  }
}

/**
 * The page the app shows, from its rendered body: reads the frontmatter (loading the yaml parser
 * only when the page has some, and `known`, the build's parse from the page's shell, is not of
 * the same YAML) and, once the rest of a long page is rendered, its outline, widgets and
 * findings. The sanitizer is loaded first when the page may need it (see `CompleteOptions`).
 */
export async function completePage(
  rendered: RenderedBody,
  known?: PageFrontmatter,
  options: CompleteOptions = {},
): Promise<RenderedPage> {
  const { entry, yaml, content, finish } = rendered
  // The sanitizer is had first when the page may need it: a page shown whole is sanitized when it
  // is shown, and the rest of a page rendered in steps is not rendered yet, so it may need it.
  const sanitizing = rendered.stepped
    ? options.restWithoutSanitizer
      ? Promise.resolve()
      : readyToSanitize(undefined)
    : readyToSanitize(finish().html)
  sanitizing.catch(() => undefined) // awaited below, after the frontmatter
  const parsed =
    yaml === null
      ? undefined
      : known?.yaml === yaml
        ? known.parsed
        : await loadFrontmatterParser().then((m) => m.parseFrontmatter(yaml, entry.file))
  await sanitizing
  const diagnostics: Diagnostic[] = parsed?.diagnostics ?? []
  const shared = { content, frontmatter: parsed?.data ?? {} }
  // Read when the page is made: a page shown from its head has the whole file's once completed.
  const text = () => ({ words: rendered.words, source: rendered.source })
  const whole = (done: RenderResult): RenderedPage => {
    const page: RenderedPage = {
      ...shared,
      ...text(),
      headings: done.env.headings,
      widgets: done.env.widgets,
      diagnostics: [...diagnostics, ...done.env.diagnostics],
      pending: () => false,
      completed: () => page,
    }
    return page
  }
  if (!rendered.stepped) {
    // A very long page shown whole (one huge block) is sanitized now, in a task of its own, so the
    // task that shows it does not also sanitize it; shorter pages are not held back a task.
    const result = finish()
    if (!content.hasMore && result.html.length >= PIECES_FROM_CHARS) {
      await nextTask()
      content.whole()
    }
    return whole(result)
  }
  let completed: RenderedPage | undefined
  return {
    ...shared,
    ...text(),
    headings: rendered.headings,
    widgets: [],
    diagnostics,
    pending: () => !completed,
    completed: () => (completed ??= whole(finish())),
  }
}

/** Renders a page from its fetched sources: its body, then its frontmatter (see renderBody). */
export async function renderPage(
  manifest: Manifest,
  entry: PageEntry,
  files: Map<string, string>,
): Promise<RenderedPage> {
  return completePage(await renderBody(manifest, entry, files))
}

/** Renders a short markdown text from site data (notices) through the same pipeline and sanitizer. */
export function renderSnippet(manifest: Manifest, markdown: string, file = 'index.md'): SafeHtml {
  return sanitizeRendered(siteRendererFor(manifest).render(markdown, file, 1).html)
}
