// Builds one page's entry and detail from its source and render result.

import type { MarkdownRenderer, RenderEnv, RenderResult } from '../markdown/types'
import type { Diagnostic, LinkRecord, PageDetail, PageEntry } from '../types'
import { contentHash } from './hash'
import { memoByObject } from '../memo-by-object'
import type { PageSource } from './page-source'
import { emptyRenderEnv, replaceTemplateVars } from '../markdown/index'
import { fileTitle } from './page-title'
import { widgetDiagnostics } from '../markdown/widget-attributes'
import { controlCharacterDiagnostic } from '../markdown/plugins/control-characters'
import { renderWithHead } from './page-head'

/**
 * Most characters of a page body the build renders (the outline, the links it checks, the search
 * records, the widgets): a page longer than this is rendered up to a blank line before it, with a
 * `size` warning. Readers still get the whole page (the app renders it). The build's render and
 * search records take about 0.6-0.8 s a million characters on a loaded 2-core machine: an ordinary
 * 5 MB page took about 3.8 s of the manifest pass, 2 MB still up to 2 s, over the 2 s any page may
 * take in a pass (bench:hostile); its 1 MB pages stay whole.
 */
export const BUILD_RENDER_CHARS = 1_500_000

/**
 * The part of `body` the build renders: all of it up to `max` characters, else up to the last
 * blank line before `max` (the last line break when there is none in its second half).
 */
export function renderedPart(body: string, max = BUILD_RENDER_CHARS): string {
  if (body.length <= max) return body
  const blank = body.lastIndexOf('\n\n', max - 2)
  if (blank > max / 2) return body.slice(0, blank + 1)
  const line = body.lastIndexOf('\n', max - 1)
  return body.slice(0, line > max / 2 ? line + 1 : max)
}

/**
 * Renders a page (its includes read with `readFile`); an exception becomes a `render` error and an
 * empty result. A body over `maxChars` is rendered in part (renderedPart), with a `size` warning.
 */
export function renderPageSource(
  renderer: MarkdownRenderer,
  source: PageSource,
  diagnostics: Diagnostic[],
  readFile: (path: string) => string | undefined,
  maxChars = BUILD_RENDER_CHARS,
): RenderResult {
  return renderPage(renderer, source, diagnostics, readFile, maxChars, false).result
}

/**
 * `renderPageSource`, and for a long page other than the home page, from the same render, its
 * head (page-head.ts): the body of the text the static build writes for its first paint.
 */
export function renderPageAndHead(
  renderer: MarkdownRenderer,
  source: PageSource,
  diagnostics: Diagnostic[],
  readFile: (path: string) => string | undefined,
): { result: RenderResult; head?: string } {
  return renderPage(renderer, source, diagnostics, readFile, BUILD_RENDER_CHARS, !source.meta.home)
}

function renderPage(
  renderer: MarkdownRenderer,
  source: PageSource,
  diagnostics: Diagnostic[],
  readFile: (path: string) => string | undefined,
  maxChars: number,
  withHead: boolean,
): { result: RenderResult; head?: string } {
  const file = source.source.path
  if (source.source.text === undefined) return { result: { html: '', env: emptyRenderEnv(file) } }
  try {
    const body = renderedPart(source.body, maxChars)
    if (body.length < source.body.length) diagnostics.push(sizeDiagnostic(source, body, maxChars))
    const rendered = withHead
      ? renderWithHead(renderer, body, file, source.bodyLine, readFile)
      : { result: renderer.render(body, file, source.bodyLine, readFile) }
    const { result } = rendered
    diagnostics.push(...result.env.diagnostics, ...widgetDiagnostics(file, result.env.widgets))
    const control = controlCharacterDiagnostic(file, source.source.text)
    if (control) diagnostics.push(control)
    return rendered
  } catch (error) {
    diagnostics.push({
      file,
      line: source.bodyLine,
      severity: 'error',
      message: `render failed: ${error instanceof Error ? error.message : String(error)}`,
      code: 'render',
    })
    return { result: { html: '', env: emptyRenderEnv(file) } }
  }
}

/** The warning of a page the build renders in part: how long it is and the line where the render stops. */
function sizeDiagnostic(source: PageSource, part: string, maxChars: number): Diagnostic {
  let lines = 0
  for (let at = part.indexOf('\n'); at !== -1; at = part.indexOf('\n', at + 1)) lines++
  const count = (n: number) => n.toLocaleString('en-US')
  return {
    file: source.source.path,
    line: source.bodyLine + lines,
    severity: 'warning',
    message:
      `page body is ${count(source.body.length)} characters: the build reads its first ${count(part.length)} ` +
      `(at most ${count(maxChars)}), so the outline, the link check and search stop here; readers still get the ` +
      'whole page (split it into pages to have all of it checked and found)',
    code: 'size',
  }
}

/**
 * The compact entry of a page: title from frontmatter (variables substituted), else the
 * renderer's heading title, else the file name with a `title` warning.
 */
export function pageEntry(
  source: PageSource,
  result: RenderResult,
  vars: Record<string, string>,
  diagnostics: Diagnostic[],
): PageEntry {
  const { meta } = source
  const file = source.source.path
  let title = meta.title === undefined ? undefined : replaceTemplateVars(meta.title, vars)
  title ??= result.headingTitle?.trim() || undefined
  if (title === undefined) {
    title = fileTitle(file)
    // An unreadable file already has its 'read' error; no second message about its title.
    if (source.source.text !== undefined) {
      diagnostics.push({
        file,
        line: 1,
        severity: 'warning',
        message: `page has no title (no frontmatter title, no heading); using "${title}"`,
        code: 'title',
      })
    }
  }
  const entry: PageEntry = {
    route: source.route,
    file,
    title,
    hash: sourceHash(source.source),
    size: source.source.size,
  }
  if (meta.order !== undefined) entry.order = meta.order
  if (meta.icon !== undefined) entry.icon = meta.icon
  if (result.env.commercial) entry.commercial = true
  // Whole seconds: git has no more, and the manifest stores seconds on the wire.
  const updated = source.source.gitTime ?? source.source.mtime
  if (updated) entry.updated = Math.floor(updated / 1000) * 1000
  if (result.env.includes.length > 0) entry.includes = [...result.env.includes]
  if (meta.home) entry.home = true
  if (meta.noSidebar) entry.noSidebar = true
  if (meta.description !== undefined) entry.description = meta.description
  return entry
}

/** The detail record of a page: outline, frontmatter and non-external links. */
export function pageDetail(source: PageSource, env: RenderEnv): PageDetail {
  return {
    route: source.route,
    file: source.source.path,
    headings: env.headings,
    frontmatter: source.frontmatter,
    links: linkRecords(env),
  }
}

// A rebuild (the dev server's, after each save) reuses the source files and cached renders of
// the pages that did not change; what is derived from them alone is kept with them.

/** Short content hash of each source file read. */
const sourceHash = memoByObject((file: PageSource['source']) => contentHash(file.text ?? '').slice(0, 6))

/** The non-external links of each render. */
const linkRecords = memoByObject((env: RenderEnv): LinkRecord[] => {
  const links: LinkRecord[] = []
  for (const link of env.links) {
    if (link.kind === 'external') continue
    const record: LinkRecord = { href: link.raw, line: link.line, kind: link.kind }
    if (link.route !== undefined) record.route = link.route
    if (link.hash !== undefined) record.hash = link.hash
    links.push(record)
  }
  return links
})
