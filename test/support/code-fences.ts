// The fenced code blocks of a docs page as a reader copies them: any indentation (blocks inside
// code tabs and containers), ``` or ~~~ fences, and the site's template variables filled in.

import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

export interface CodeFence {
  /** The fence's language, lower case ('' when none). */
  lang: string
  code: string
  /** 1-based line of the opening fence. */
  line: number
}

const varsCache = new Map<string, Record<string, string>>()

/** The template variables of the docs tree at `root` (its site.config.json `vars`; none without one). */
function siteVars(root: string): Record<string, string> {
  let vars = varsCache.get(root)
  if (!vars) {
    const file = path.join(root, 'site.config.json')
    const config = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { vars?: Record<string, string> }) : {}
    vars = config.vars ?? {}
    varsCache.set(root, vars)
  }
  return vars
}

/** Fenced code blocks of `markdown`, with `{{ $name }}` template variables replaced from `vars`. */
function fencesOf(markdown: string, vars: Record<string, string> = {}): CodeFence[] {
  const lines = markdown.split('\n')
  const out: CodeFence[] = []
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(```+|~~~+)\s*([\w-]*)/.exec(lines[i]!)
    if (!open) continue
    const [, indent, fence, lang] = open
    const body: string[] = []
    let j = i + 1
    for (; j < lines.length && !new RegExp(`^\\s*${fence![0]}{${fence!.length},}\\s*$`).test(lines[j]!); j++) {
      body.push(lines[j]!.startsWith(indent!) ? lines[j]!.slice(indent!.length) : lines[j]!)
    }
    const code = body.join('\n').replace(/\{\{\s*\$(\w+)\s*\}\}/g, (m, name: string) => vars[name] ?? m)
    out.push({ lang: lang!.toLowerCase(), code, line: i + 1 })
    i = j
  }
  return out
}

/** Fenced code blocks of the page `file` (relative to the docs tree `root`, default docs-src). */
export function fences(file: string, root = 'docs-src'): CodeFence[] {
  return fencesOf(readFileSync(path.join(root, file), 'utf8'), siteVars(root))
}
