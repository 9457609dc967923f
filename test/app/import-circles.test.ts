// The import graph of app/, read from the source (static imports and exports, and import() of
// relative paths, type-only ones included): a file that reaches itself again through its imports
// is a circle, which this test lists. The finder itself is tested on small graphs, so the test can fail.

import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { importCircles, importGraphOf, importSpecifiers } from '../support/import-circles'

const APP = path.resolve(import.meta.dirname, '../../app')

/**
 * The circles left, each through the import() of a lazily loaded part that imports a
 * chunk-shaping file (app/entries/), which lists the module that loads it. Either is broken only
 * by handing the lazy part what it shares instead of its importing it (DOMPurify's hooks, the
 * search runtime's index request), or by one more file before the text: work left for a step of
 * its own. Any other circle fails this test, and so does breaking one of these without removing it here.
 */
const LEFT = [
  ['entries/app-chunk.ts', 'search/index.ts', 'search/runtime.ts', 'entries/app-chunk.ts'],
  ['entries/shared-chunk.ts', 'sanitize/sanitize.ts', 'sanitize/purifier.ts', 'entries/shared-chunk.ts'],
]

describe('app/ import circles', () => {
  it('are none but the two through the chunk-shaping files', () => {
    expect(importCircles(importGraphOf(APP))).toEqual(LEFT)
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
