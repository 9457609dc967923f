// The manifest builder's core runs in Node and in a browser worker alike (the browser preview,
// app/preview/, builds a picked folder with it): no file reachable from manifest/builder/, the
// site problems or the config check imports a Node module (`node:…`, fs, path…). The tools read
// the files and hand them over. The finder is tested on a small text, so the check can fail.

import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { importGraphOf } from '../support/import-circles'
import { sourceFiles } from '../support/source-files'

const MANIFEST = path.resolve(import.meta.dirname, '../../manifest')

/** What the browser preview's worker starts from. */
const ROOTS = [
  ...sourceFiles(path.join(MANIFEST, 'builder')).map((f) => path.relative(MANIFEST, f).split(path.sep).join('/')),
  'problems/problems-of.ts',
  'config/checked-site-config.ts',
]

/** Node's own modules a text imports (`node:fs`, `fs`, `path/posix`…), type-only imports left out. */
function nodeImports(text: string): string[] {
  const found: string[] = []
  const patterns = [
    /^\s*(?:import|export)(?!\s+type\s)\s[^'";]*?\sfrom\s*['"]([^'"]+)['"]/gms,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
  ]
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const name = match[1]!
      if (name.startsWith('node:') || builtinModules.includes(name.split('/')[0]!)) found.push(name)
    }
  }
  return found
}

/** Every file of manifest/ the roots reach through their imports. */
function reachable(): string[] {
  const graph = importGraphOf(MANIFEST)
  const seen = new Set<string>()
  const queue = [...ROOTS]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...(graph.get(file) ?? []))
  }
  return [...seen].sort()
}

describe('the builder core', () => {
  it('reaches no Node module from manifest/builder/, the problems or the config check', () => {
    const files = reachable()
    expect(files.length).toBeGreaterThan(40)
    const found = files.flatMap((file) =>
      nodeImports(readFileSync(path.join(MANIFEST, file), 'utf8')).map((name) => `${file}: ${name}`),
    )
    expect(found).toEqual([])
  })

  it('finds Node imports in a text (the check can fail)', () => {
    const text = [
      "import { readFileSync } from 'node:fs'",
      "import path from 'path'",
      "import type { Stats } from 'node:fs'",
      "import { z } from 'zod'",
      "const os = await import('os')",
    ].join('\n')
    expect(nodeImports(text)).toEqual(['node:fs', 'path', 'os'])
  })
})
