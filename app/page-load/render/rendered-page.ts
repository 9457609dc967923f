// What the render path gives: a page's body rendered (what the first paint shows), the page the
// app shows, and the two steps from sources to page (render-page.ts does them). Types only, apart
// from the render path's code, so what reads a rendered page does not import the renderer.

import type { RenderResult, WidgetRecord } from '../../../manifest/markdown/types'
import type { PageFrontmatter } from '../../../manifest/shell/page-manifest-element'
import type { Diagnostic, Heading, Manifest, PageEntry } from '../../../manifest/types'
import type { PageContent } from './page-content'

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
  /**
   * The page file's raw markdown as fetched (for "View source" and "Copy as markdown"); undefined
   * while a page shown from its head (head-first.ts) is pending.
   */
  source: string | undefined
  /** True while the rest of a long page rendered in steps has not been rendered yet. */
  pending(): boolean
  /** The page with all of it rendered; this object itself when nothing is pending. */
  completed(): RenderedPage
}

/**
 * A page's body rendered, before its frontmatter is read: what the first paint shows, and what
 * `completePage` turns into the page the app shows (so the body is rendered and sanitized once).
 */
export interface RenderedBody {
  entry: PageEntry
  /** The page file's raw markdown as fetched; undefined while only a long page's head is here (head-first.ts). */
  source: string | undefined
  /** The frontmatter's YAML text, null when there is none. */
  yaml: string | null
  content: PageContent
  /** The outline; on a page rendered in steps, of the first piece only. */
  headings: Heading[]
  /** Words of the page text. */
  words: number
  /** The whole render; on a page rendered in steps, this renders the rest. */
  finish(): RenderResult
  /** True when only the first step of a long page has been rendered yet. */
  stepped: boolean
}

/** How `completePage` treats the sanitizer. */
export interface CompleteOptions {
  /**
   * The rest of a page rendered in steps is shown without waiting for the sanitizer: the pieces
   * the check of plain markup declines wait for it where they are added (fill-content.ts). For
   * the first page the app takes over from the first paint, whose sanitizer would otherwise share
   * the slow link with the app's own code.
   */
  restWithoutSanitizer?: boolean
}

/** The render path's two steps (render-page.ts). */
export interface Renderer {
  /** Renders a page's body from its fetched sources (the page file and its includes). */
  renderBody(manifest: Manifest, entry: PageEntry, files: Map<string, string>): Promise<RenderedBody>
  /** The page the app shows, from its rendered body (`known`: the frontmatter as the build parsed it). */
  completePage(rendered: RenderedBody, known?: PageFrontmatter, options?: CompleteOptions): Promise<RenderedPage>
}
