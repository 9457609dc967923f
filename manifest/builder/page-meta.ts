// Reads the typed frontmatter fields a page entry needs, reporting wrong types at their line.

import type { Diagnostic } from '../types'

/** Frontmatter fields used by the manifest, validated. */
export interface PageMeta {
  title?: string
  order?: number
  icon?: string
  home?: boolean
  noSidebar?: boolean
  description?: string
  redirectFrom: { path: string; line: number }[]
  redirectTo?: { path: string; line: number }
}

type Check = 'string' | 'number' | 'boolean'

/**
 * Picks and type-checks the known fields of parsed frontmatter. `yaml` is the raw block
 * (used to find a key's line: the block starts at file line 2).
 */
export function readPageMeta(
  data: Record<string, unknown>,
  yaml: string,
  file: string,
): { meta: PageMeta; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = []
  const meta: PageMeta = { redirectFrom: [] }
  const lineOf = (key: string) => keyLine(yaml, key)
  const wrong = (key: string, expected: string) =>
    diagnostics.push({
      file,
      line: lineOf(key),
      severity: 'error',
      message: `frontmatter ${key} must be ${expected}, got ${describe(data[key])}`,
      code: 'frontmatter',
    })
  const pick = <T>(key: string, check: Check): T | undefined => {
    const value = data[key]
    if (value === undefined || value === null) return undefined
    const ok = check === 'number' ? typeof value === 'number' && Number.isFinite(value) : typeof value === check
    if (ok) return value as T
    wrong(key, `a ${check}`)
    return undefined
  }

  const title = pick<string>('title', 'string')
  if (title !== undefined && title.trim() !== '') meta.title = title.trim()
  meta.order = pick<number>('order', 'number')
  meta.icon = pick<string>('icon', 'string')
  meta.home = pick<boolean>('home', 'boolean')
  if (pick<boolean>('sidebar', 'boolean') === false) meta.noSidebar = true
  meta.description = pick<string>('description', 'string') ?? feedDescription(data)

  const from = data.redirectFrom
  if (from !== undefined && from !== null) {
    const list: unknown = typeof from === 'string' ? [from] : from
    if (Array.isArray(list) && list.every((p) => typeof p === 'string')) {
      const line = lineOf('redirectFrom')
      meta.redirectFrom = list.map((path: string) => ({ path, line }))
    } else {
      wrong('redirectFrom', 'a path or a list of paths')
    }
  }
  const to = pick<string>('redirectTo', 'string')
  if (to !== undefined) meta.redirectTo = { path: to, line: lineOf('redirectTo') }

  for (const key of Object.keys(meta) as (keyof PageMeta)[]) {
    if (meta[key] === undefined) delete meta[key]
  }
  return { meta, diagnostics }
}

/** File line of a top-level frontmatter key (the YAML block starts at line 2). */
export function keyLine(yaml: string, key: string): number {
  const lines = yaml.split('\n')
  const at = lines.findIndex((l) => l.startsWith(key) && /^\s*:/.test(l.slice(key.length)))
  return at < 0 ? 1 : at + 2
}

function feedDescription(data: Record<string, unknown>): string | undefined {
  const feed = data.feed
  if (typeof feed !== 'object' || feed === null) return undefined
  const d = (feed as Record<string, unknown>).description
  return typeof d === 'string' && d.trim() !== '' ? d.trim() : undefined
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list'
  if (value === null) return 'null'
  return typeof value === 'object' ? 'a map' : `${typeof value} ${JSON.stringify(value)}`
}
