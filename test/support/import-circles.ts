// The import graph of a folder, read from its source, and the circles in it: a file that reaches
// itself again through its imports. Read by test/app/import-circles.test.ts.

import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { sourceFiles } from './source-files'

/** File → the files it imports (paths as the graph's keys). */
export type ImportGraph = ReadonlyMap<string, readonly string[]>

/**
 * Relative specifiers a module's text imports: `import … from`, `export … from`, bare `import '…'`
 * and `import('…')`, type-only ones included (a circle of types is still a circle to a reader).
 */
export function importSpecifiers(text: string): string[] {
  const found = new Set<string>()
  const patterns = [
    /^\s*(?:import|export)\s[^'";]*?\sfrom\s*['"]([^'"]+)['"]/gms,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ]
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) if (match[1]!.startsWith('.')) found.add(match[1]!)
  }
  return [...found]
}

/** The file a relative specifier names from `importer`, when it is one of ours (query suffixes dropped). */
function resolveSpecifier(importer: string, specifier: string): string | undefined {
  const bare = path.resolve(path.dirname(importer), specifier.split('?')[0]!)
  const candidates = [bare, `${bare}.ts`, `${bare}.tsx`, path.join(bare, 'index.ts'), path.join(bare, 'index.tsx')]
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file))
}

/** The import graph of the TypeScript files under `dir`, keyed by path relative to `dir`; imports leaving `dir` are left out. */
export function importGraphOf(dir: string): ImportGraph {
  const graph = new Map<string, string[]>()
  for (const file of sourceFiles(dir)) {
    const targets = importSpecifiers(readFileSync(file, 'utf8'))
      .map((specifier) => resolveSpecifier(file, specifier))
      .filter((target): target is string => target !== undefined && !path.relative(dir, target).startsWith('..'))
      .map((target) => path.relative(dir, target).split(path.sep).join('/'))
    graph.set(path.relative(dir, file).split(path.sep).join('/'), targets)
  }
  return graph
}

/**
 * Every circle of `graph`, one per group of files that reach each other (Tarjan's strongly
 * connected components), each as a path that starts and ends at the same file, ordered by that file.
 */
export function importCircles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  const visit = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!))
    }
    if (low.get(file) !== index.get(file)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== file)
    if (group.length > 1 || graph.get(file)?.includes(file)) groups.push(group)
  }
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file)
  return groups.map((group) => circleThrough(graph, new Set(group))).sort((a, b) => a[0]!.localeCompare(b[0]!))
}

/** One circle through a group of files that reach each other: the shortest way back to its first file (sorted). */
function circleThrough(graph: ImportGraph, group: ReadonlySet<string>): string[] {
  const start = [...group].sort()[0]!
  const cameFrom = new Map<string, string>()
  const queue = [start]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const next of graph.get(file) ?? []) {
      if (!group.has(next)) continue
      if (next === start) {
        const way = [file]
        while (way[0] !== start) way.unshift(cameFrom.get(way[0]!)!)
        return [...way, start]
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file)
        queue.push(next)
      }
    }
  }
  return [start, start]
}
