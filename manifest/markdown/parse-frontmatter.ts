// Parses frontmatter YAML into data plus diagnostics (own module: browsers lazy-load `yaml`).

import { parseDocument } from 'yaml'
import type { Diagnostic } from '../types'

/** Parsed frontmatter of one page. */
export interface ParsedFrontmatter {
  data: Record<string, unknown>
  diagnostics: Diagnostic[]
}

/** The YAML text starts on line 2 of the file (line 1 is the opening `---`). */
const FIRST_YAML_LINE = 2

/**
 * Parses the YAML of `splitFrontmatter`. Invalid YAML or a top level that is not a mapping gives
 * empty data and a `frontmatter` diagnostic whose line is a line of `file`. Keys starting with
 * `//` (authors' way of commenting out a key) are dropped.
 */
export function parseFrontmatter(yaml: string, file: string): ParsedFrontmatter {
  const doc = parseDocument(yaml, { prettyErrors: false })
  const lineOf = (offset: number | undefined) => FIRST_YAML_LINE + countLines(yaml, offset ?? 0)
  const diagnostics: Diagnostic[] = []
  const report = (line: number, message: string, severity: Diagnostic['severity']) =>
    diagnostics.push({ file, line, severity, message, code: 'frontmatter' })
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      report(lineOf(error.pos[0]), `invalid frontmatter YAML: ${firstLine(error.message)}`, 'error')
    }
    return { data: {}, diagnostics }
  }
  for (const warning of doc.warnings) {
    report(lineOf(warning.pos[0]), `frontmatter YAML: ${firstLine(warning.message)}`, 'warning')
  }
  const value: unknown = doc.toJS()
  if (value === null || value === undefined) return { data: {}, diagnostics }
  if (typeof value !== 'object' || Array.isArray(value)) {
    report(FIRST_YAML_LINE, 'frontmatter must be a mapping of keys to values', 'error')
    return { data: {}, diagnostics }
  }
  const data: Record<string, unknown> = {}
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    if (!key.startsWith('//')) data[key] = entry
  }
  return { data, diagnostics }
}

/** Number of line breaks before `offset`. */
function countLines(text: string, offset: number): number {
  let count = 0
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) count++
  return count
}

function firstLine(message: string): string {
  return message.split('\n', 1)[0]
}
