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
 * Limits that keep one hostile page from exhausting the build or the tab: frontmatter larger
 * than this is refused unparsed, aliases may expand to at most MAX_ALIAS_COUNT nodes, and values
 * may nest at most MAX_DEPTH levels.
 */
export const FRONTMATTER_LIMITS = { maxChars: 64 * 1024, maxAliasCount: 100, maxDepth: 32 } as const

/**
 * Parses the YAML of `splitFrontmatter`. Invalid YAML or a top level that is not a mapping gives
 * empty data and a `frontmatter` diagnostic whose line is a line of `file`. Keys starting with
 * `//` (authors' way of commenting out a key) are dropped.
 */
export function parseFrontmatter(yaml: string, file: string): ParsedFrontmatter {
  const lineOf = (offset: number | undefined) => FIRST_YAML_LINE + countLines(yaml, offset ?? 0)
  const diagnostics: Diagnostic[] = []
  const report = (line: number, message: string, severity: Diagnostic['severity']) =>
    diagnostics.push({ file, line, severity, message, code: 'frontmatter' })
  const refuse = (message: string) => {
    report(FIRST_YAML_LINE, message, 'error')
    return { data: {}, diagnostics }
  }
  if (yaml.length > FRONTMATTER_LIMITS.maxChars) {
    return refuse(
      `frontmatter is ${Math.ceil(yaml.length / 1024)} KB; at most ${FRONTMATTER_LIMITS.maxChars / 1024} KB is read`,
    )
  }
  let doc: ReturnType<typeof parseDocument>
  let value: unknown
  try {
    doc = parseDocument(yaml, { prettyErrors: false })
    // Aliases that expand without bound (the "billion laughs" shape) throw here.
    value = doc.errors.length ? undefined : doc.toJS({ maxAliasCount: FRONTMATTER_LIMITS.maxAliasCount })
  } catch (error) {
    return refuse(
      `frontmatter YAML could not be read: ${firstLine(error instanceof Error ? error.message : String(error))}`,
    )
  }
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      report(lineOf(error.pos[0]), `invalid frontmatter YAML: ${firstLine(error.message)}`, 'error')
    }
    return { data: {}, diagnostics }
  }
  for (const warning of doc.warnings) {
    report(lineOf(warning.pos[0]), `frontmatter YAML: ${firstLine(warning.message)}`, 'warning')
  }
  if (value === null || value === undefined) return { data: {}, diagnostics }
  if (depthOf(value) > FRONTMATTER_LIMITS.maxDepth) {
    return refuse(`frontmatter values nest more than ${FRONTMATTER_LIMITS.maxDepth} levels deep`)
  }
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

/** How deeply lists and mappings nest in a parsed value (without recursion). */
function depthOf(value: unknown): number {
  let deepest = 0
  const stack: Array<[unknown, number]> = [[value, 0]]
  while (stack.length) {
    const [item, depth] = stack.pop()!
    if (item === null || typeof item !== 'object') continue
    deepest = Math.max(deepest, depth + 1)
    if (deepest > FRONTMATTER_LIMITS.maxDepth) return deepest
    for (const child of Object.values(item as Record<string, unknown>)) stack.push([child, depth + 1])
  }
  return deepest
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
