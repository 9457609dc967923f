// The one rendering path: markdown → HTML (shared pipeline) → the sanitizer (sanitize.ts).

import { splitFrontmatter } from '../../manifest/markdown'
import type { RenderResult, WidgetRecord } from '../../manifest/markdown/types'
import type { Diagnostic, Heading, Manifest, PageEntry } from '../../manifest/types'
import { countMarkdownWords } from '../lib/reading-time'
import { PIECES_FROM_CHARS, pageContent, type PageContent } from './page-content'
import { sanitizeHtml, type SafeHtml } from './sanitize'
import { siteRendererFor } from './site-renderer'

/**
 * Text a page must be long enough to hold several times over before its first piece is rendered
 * on its own (the pipeline's renderInSteps); its first piece covers at least this much.
 */
export const FIRST_STEP_CHARS = 12_000

/** A page ready to show. */
export interface RenderedPage {
  /** Sanitized HTML for the one <Markdown> component, whole or in pieces (page-content.ts). */
  content: PageContent
  /** The outline; while `pending()`, of the first piece only. */
  headings: Heading[]
  frontmatter: Record<string, unknown>
  /** While `pending()`, of the first piece only. */
  widgets: WidgetRecord[]
  /** While `pending()`, of the first piece only. */
  diagnostics: Diagnostic[]
  /** Words of the page text (markdown source without code), for the reading time. */
  words: number
  /** The page file's raw markdown as fetched (for "View source" and "Copy as markdown"). */
  source: string
  /** True while the rest of a long page rendered in steps has not been rendered yet. */
  pending(): boolean
  /** The page with all of it rendered; this object itself when nothing is pending. */
  completed(): RenderedPage
}

const sanitized = new WeakMap<{ html: string }, SafeHtml>()

/**
 * The sanitized HTML of one render result (or of the first step of one), computed once: the first
 * paint and the app's first render of the same page share the result object (site-renderer.ts),
 * so DOMPurify runs once.
 */
export function sanitizedHtmlOf(result: { html: string }): SafeHtml {
  let html = sanitized.get(result)
  if (html === undefined) {
    html = sanitizeHtml(result.html)
    sanitized.set(result, html)
  }
  return html
}

/**
 * The frontmatter parser (the yaml library), a chunk of its own: the first page is shown without
 * it, and main.tsx warms it up once the app is idle so later pages do not wait for it.
 */
export function loadFrontmatterParser() {
  return import('../../manifest/markdown/parse-frontmatter')
}

/**
 * Renders a page from its fetched sources (`files` holds the page file and its includes).
 * Loads the yaml parser only when the page has frontmatter. A long page is rendered in two steps
 * (the pipeline's renderInSteps): its first piece is ready now, the rest when its content asks
 * for more pieces or `completed()` is called. Code is coloured later, in the page, as it scrolls
 * into view (widgets/highlight-code.ts).
 */
export async function renderPage(
  manifest: Manifest,
  entry: PageEntry,
  files: Map<string, string>,
): Promise<RenderedPage> {
  const source = files.get(entry.file) ?? ''
  const { yaml, body, bodyLine } = splitFrontmatter(source)
  let frontmatter: Record<string, unknown> = {}
  const diagnostics: Diagnostic[] = []
  const parsed =
    yaml !== null ? await loadFrontmatterParser().then((m) => m.parseFrontmatter(yaml, entry.file)) : undefined
  if (parsed) {
    frontmatter = parsed.data
    diagnostics.push(...parsed.diagnostics)
  }
  const steps = siteRendererFor(manifest).renderInStepsWithFiles(body, entry.file, bodyLine, files, FIRST_STEP_CHARS)
  let result = steps.first ? undefined : steps.finish()
  const finish = () => (result ??= steps.finish())
  const shared = {
    content: pageContent({
      first: steps.first?.html,
      complete: finish,
      // The first piece is the first step's HTML, which the first paint may have sanitized already.
      sanitize: (html) =>
        steps.first && html === steps.first.html ? sanitizedHtmlOf(steps.first) : sanitizeHtml(html),
      sanitizeWhole: () => sanitizedHtmlOf(finish()),
    }),
    frontmatter,
    words: countMarkdownWords(body),
    source,
  }
  const whole = (done: RenderResult): RenderedPage => {
    const page: RenderedPage = {
      ...shared,
      headings: done.env.headings,
      widgets: done.env.widgets,
      diagnostics: [...diagnostics, ...done.env.diagnostics],
      pending: () => false,
      completed: () => page,
    }
    return page
  }
  if (result) {
    // A very long page shown whole (one huge block) is sanitized now, in a task of its own, so the
    // task that shows it does not also sanitize it; shorter pages are not held back a task.
    if (!shared.content.hasMore && result.html.length >= PIECES_FROM_CHARS) {
      await new Promise((resolve) => setTimeout(resolve))
      shared.content.whole()
    }
    return whole(result)
  }
  let completed: RenderedPage | undefined
  return {
    ...shared,
    headings: steps.first!.headings,
    widgets: [],
    diagnostics,
    pending: () => !completed,
    completed: () => (completed ??= whole(finish())),
  }
}

/** Renders a short markdown text from site data (notices) through the same pipeline and sanitizer. */
export function renderSnippet(manifest: Manifest, markdown: string, file = 'index.md'): SafeHtml {
  return sanitizeHtml(siteRendererFor(manifest).renderWithFiles(markdown, file, 1, new Map()).html)
}
