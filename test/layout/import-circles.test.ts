// The import graphs of app/, manifest/ and tools/, read from the source (static imports and
// exports, and import() of relative paths, type-only ones included): a file that reaches itself
// again through its imports is a circle, and there is none (a circle across the three cannot
// happen: manifest/ imports neither, and app/ and tools/ never import each other). A lazily loaded part gets what it shares with the code that loads
// it as parameters (the sanitizer its policy, the search dialog the search facade) rather than
// importing a chunk-shaping file that reaches it again. The finder itself is tested on small
// graphs, so the test can fail.

import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { importCircles, importGraphOf, importSpecifiers } from '../support/import-circles'

const ROOT = path.resolve(import.meta.dirname, '../..')

describe('import circles', () => {
  it.each(['app', 'manifest', 'tools'])('are none in %s/', (folder) => {
    expect(importCircles(importGraphOf(path.join(ROOT, folder)))).toEqual([])
  })

  it('finds a circle in a small graph, as the path that closes it (the check can fail)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
    ])
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']])
  })

  it('finds none in a graph without one, and a file that imports itself', () => {
    expect(
      importCircles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([])
    expect(importCircles(new Map([['a.ts', ['a.ts']]]))).toEqual([['a.ts', 'a.ts']])
  })

  it('reads static imports, re-exports, bare imports and import() of relative paths', () => {
    const text = [
      "import { a } from './a'",
      "import type { B } from '../b'",
      "export { c } from './c'",
      "import './d.css'",
      "const e = () => import('./e')",
      "import { f } from 'react'",
      'import {\n  g,\n  h,\n} from "./g"',
    ].join('\n')
    expect(importSpecifiers(text).sort()).toEqual(['../b', './a', './c', './d.css', './e', './g'])
  })
})
