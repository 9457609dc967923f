// Reads one source file's frontmatter: route, body, validated meta and diagnostics.

import { splitFrontmatter } from '../markdown/index'
import { parseFrontmatter } from '../markdown/parse-frontmatter'
import type { Diagnostic } from '../types'
import type { PageFrontmatter } from '../shell/page-manifest-element'
import type { PageMeta } from './page-meta'
import { readPageMeta } from './page-meta'
import { frontmatterUrlDiagnostics } from './frontmatter-urls'
import { fileToRoute } from '../paths/route-paths'

/** A file of the docs tree as the I/O layer read it. */
export interface SourceFile {
  /** Docs-root relative path with forward slashes. */
  path: string
  /** UTF-8 text; undefined when the file could not be read or decoded. */
  text?: string
  /** Why `text` is missing (unreadable, not valid UTF-8). */
  error?: string
  /** The file is left out of the build (a symbolic link leading outside the docs folder): `error` says why. */
  leftOut?: boolean
  /** Size in bytes. */
  size: number
  /** Modification time, epoch milliseconds. */
  mtime: number
  /** Time of the last git commit touching the file, epoch milliseconds. */
  gitTime?: number
}

/** A markdown page before rendering. */
export interface PageSource {
  source: SourceFile
  route: string
  body: string
  /** File line of the body's first line. */
  bodyLine: number
  frontmatter: Record<string, unknown>
  /** The frontmatter's YAML and its parse (data and findings), when the page has some. */
  parsedFrontmatter?: PageFrontmatter
  meta: PageMeta
  diagnostics: Diagnostic[]
}

/** Splits and parses the frontmatter of one markdown file; never throws. */
export function readPageSource(source: SourceFile): PageSource {
  const file = source.path
  const page: PageSource = {
    source,
    route: fileToRoute(file),
    body: '',
    bodyLine: 1,
    frontmatter: {},
    meta: { redirectFrom: [] },
    diagnostics: [],
  }
  if (source.text === undefined) {
    page.diagnostics.push({
      file,
      line: 1,
      severity: 'error',
      message: `cannot read file: ${source.error ?? 'unknown error'}`,
      code: 'read',
    })
    return page
  }
  const split = splitFrontmatter(source.text)
  page.body = split.body
  page.bodyLine = split.bodyLine
  if (split.yaml === null) return page
  const parsed = parseFrontmatter(split.yaml, file)
  page.parsedFrontmatter = { yaml: split.yaml, parsed }
  page.diagnostics.push(...parsed.diagnostics)
  page.frontmatter = parsed.data
  const { meta, diagnostics } = readPageMeta(parsed.data, split.yaml, file)
  page.meta = meta
  page.diagnostics.push(...diagnostics, ...frontmatterUrlDiagnostics(parsed.data, split.yaml, file))
  return page
}
