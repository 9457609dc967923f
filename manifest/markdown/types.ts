// Types of the one markdown pipeline: its options, the env each render fills, and its result.

import type { Diagnostic, Heading } from '../types'

/** How a URL found in content was understood. */
export interface ResolvedUrl {
  /** The href/src to emit in HTML (e.g. `/docs/manual/jobs/#options`, `/docs/assets/img/a.png`). */
  href: string
  kind: 'page' | 'anchor' | 'asset' | 'external' | 'unresolved'
  /** Route of the target page when kind is 'page' (or 'anchor' on the same page). */
  route?: string
  /** Fragment without '#'. */
  hash?: string
}

/** Options fixed when the renderer is created (once per site). */
export interface MarkdownOptions {
  /** Template variables: `{{ $name }}` and `%7B%7B$name%7D%7D` → value. Unknown names stay as written. */
  vars: Record<string, string>
  /**
   * Reads a file for `!!!include(path)!!!`; `path` is relative to the docs root.
   * Returns undefined when the file does not exist (an error box is rendered in place).
   * A render may pass its own (the files fetched or read for that page).
   */
  readFile?: (path: string) => string | undefined
  /**
   * Highlights code; returns HTML or undefined to emit escaped plain code.
   * `lang` is already normalised (aliases applied, pandoc forms stripped).
   */
  highlight?: (code: string, lang: string) => string | undefined
  /** Maps a link/image URL written in `file` (docs-root relative) to what is emitted. Default: unchanged. */
  resolveUrl?: (url: string, file: string, use: 'link' | 'image') => ResolvedUrl
  /** Default container titles by kind (`enterprise` → "…"), over the pipeline's neutral ones. */
  containerTitles?: Record<string, string>
  /** Code blocks of more lines than this render collapsed (default 0: only flagged blocks). */
  collapseCodeLines?: number
  /** Maximum include depth (default 8). */
  includeDepth?: number
  /** Also return `breaks`: where the HTML may be cut into pieces (the app shows long pages in pieces). */
  blockBreaks?: boolean
}

/** A widget placeholder emitted in the HTML (`<div data-widget=…>`), mounted later by the app. */
export interface WidgetRecord {
  /** e.g. 'video', 'pdf', 'openapi', 'doc-versions', 'badge', or 'unknown'. */
  type: string
  /** Original component tag name, e.g. 'VidStack'. */
  tag: string
  /** Attributes as written (template variables substituted). */
  attrs: Record<string, string>
  line: number
}

/** A link collected during render. */
export interface RenderedLink extends ResolvedUrl {
  /** href as written (after template substitution). */
  raw: string
  line: number
  use: 'link' | 'image'
}

/** Everything one render produced besides HTML (kept in the render's env, never in module state). */
export interface RenderEnv {
  /** Docs-root relative source file being rendered. */
  file: string
  headings: Heading[]
  links: RenderedLink[]
  /** Included files, docs-root relative, in order of first use. */
  includes: string[]
  widgets: WidgetRecord[]
  diagnostics: Diagnostic[]
  /** Normalised highlight.js language names used by fenced code. */
  codeLanguages: string[]
  /** True when the page contains an `enterprise` container (commercial feature). */
  commercial: boolean
  /**
   * True when the page has raw HTML (HTML tokens, written as they are); false when every tag in
   * its HTML is one the pipeline's rules wrote. A render in steps sets it as its parts are resolved.
   */
  rawHtml: boolean
}

/** Result of rendering one page. */
export interface RenderResult {
  html: string
  env: RenderEnv
  /** Title from the first H1, else first heading (plain text, variables substituted); undefined if none. */
  headingTitle?: string
  /**
   * With `blockBreaks`: increasing offsets into `html` at the end of top-level blocks where every
   * element opened so far is closed, so the pieces between them parse on their own.
   */
  breaks?: number[]
}

/** The renderer built once by `createMarkdown`. */
export interface MarkdownRenderer {
  /**
   * Renders a page body (frontmatter already removed).
   * @param body markdown without frontmatter
   * @param file docs-root relative path, used for includes, relative links and diagnostics
   * @param firstLine 1-based line number of the body's first line in the file (after frontmatter)
   * @param readFile reads the files this page includes (default: the renderer's `readFile`)
   */
  render(body: string, file: string, firstLine?: number, readFile?: (path: string) => string | undefined): RenderResult
  /**
   * Renders a long page in two steps (render-in-steps.ts). Its block structure is parsed first,
   * part by part if the caller wishes (`parse`); then, in `steps()`, `first` is the HTML of its
   * opening blocks (at least `firstChars` of text) and their headings, ready before the rest is
   * rendered; `finish()` returns what `render()` would, with `breaks`. Pages too short to cut,
   * or with no safe place to cut, have no `first`.
   */
  renderInSteps(
    body: string,
    file: string,
    firstLine: number,
    firstChars: number,
    readFile?: (path: string) => string | undefined,
  ): SteppedParse
}

/** A page to render in two steps, its text parsed into blocks part by part (`renderInSteps`). */
export interface SteppedParse {
  /**
   * Parses the block structure of about the next `chars` characters (whole top-level blocks),
   * a bounded piece of work for a task of its own; true once all the text is parsed.
   */
  parse(chars: number): boolean
  /** The env's `rawHtml` for what is rendered so far (HTML rendered later may have some). */
  rawHtml(): boolean
  /**
   * The page in two steps; what is left of the block parse is done first. With `parseAhead`, on
   * a text that defines no link reference, only what the first step needs is parsed first, and
   * `advance` parses the rest about `parseAhead` characters at a time as it goes. With
   * `firstAtMost`, opening blocks of more characters than that are not rendered on their own:
   * there is no `first` (the build's heads, which are only written when short, so a page of one
   * long paragraph is not rendered a second time for nothing).
   */
  steps(parseAhead?: number, firstAtMost?: number): SteppedResult
}

/** A page rendered in two steps by `renderInSteps`. */
export interface SteppedResult {
  /**
   * The opening blocks: their HTML, where it may be cut (as `breaks` of RenderResult), their
   * headings, and the line of the body the rest starts on (0-based; lines end at `\n`, `\r\n` or
   * `\r`, as markdown-it counts them).
   */
  first?: { html: string; breaks: number[]; headings: Heading[]; restLine: number }
  /**
   * Renders about the next `count` tokens of the rest (to the end of a top-level block), a bounded
   * piece of work for a task of its own; true once all of it is rendered.
   */
  advance(count: number): boolean
  finish(): RenderResult
  /**
   * The HTML rendered so far and where it may be cut: the opening blocks', then each part's as
   * `advance` renders it (a render in a worker posts it part by part).
   */
  rendered(): { html: string; breaks: readonly number[] }
}
