// Unit tests of manifest/ and tools/ mirror the source layout: test/<layer>/<path>/<name>.test.ts
// tests <layer>/<path>/<name>.ts, and test/<layer>/<path>/<name>.<aspect>.test.ts one aspect of it
// (create-markdown.xss.test.ts). A test whose source moved or whose name drifted fails here.

import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const REPO = path.resolve(import.meta.dirname, '../..')

/** Test folders that mirror a source folder of the same name (test/manifest ↔ manifest/). */
const MIRRORED_LAYERS = ['manifest', 'tools']

/**
 * Tests of a whole flow over several source files, by path from the repository root, with the
 * flow they follow. Everything else under the mirrored folders names its source file.
 */
const FLOW_TESTS: Record<string, string> = {
  'test/tools/hostile-site.test.ts': 'the build and check CLIs (tools/build.ts, tools/check.ts) over the hostile site',
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mjs']
const TEST_SUFFIX = /\.test\.tsx?$/

/**
 * The source files a test may mirror: `test/x/y/z.test.ts` → `x/y/z`, and for
 * `test/x/y/z.aspect.test.ts` also `x/y/z` with the aspect dropped (without extension).
 */
function mirrorCandidates(testFile: string): string[] {
  const inLayer = testFile.replace(/^test\//, '').replace(TEST_SUFFIX, '')
  const dir = path.posix.dirname(inLayer)
  const name = path.posix.basename(inLayer)
  const names = [name]
  const dot = name.lastIndexOf('.')
  if (dot > 0) names.push(name.slice(0, dot))
  return names.map((n) => path.posix.join(dir, n))
}

/**
 * The tests of `testFiles` (paths from the repository root) that are not `*.test.ts` or have no
 * source file at their mirror path, with why; `exists` says whether a repository path is a file.
 */
function unmirroredTests(
  testFiles: readonly string[],
  exists: (file: string) => boolean,
  flowTests: Readonly<Record<string, string>> = {},
): string[] {
  const problems: string[] = []
  for (const file of testFiles) {
    if (file in flowTests) continue
    if (!TEST_SUFFIX.test(file)) {
      problems.push(`${file}: not a test file (helpers belong in test/support or test/harness)`)
      continue
    }
    const candidates = mirrorCandidates(file)
    const found = candidates.some((base) => SOURCE_EXTENSIONS.some((ext) => exists(base + ext)))
    if (!found) problems.push(`${file}: no source at ${candidates.map((c) => c + '.ts').join(' or ')}`)
  }
  return problems
}

/** Every file under `dir` (a repository path), as repository paths. */
function filesUnder(dir: string): string[] {
  return readdirSync(path.join(REPO, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.posix.join(path.relative(REPO, entry.parentPath).split(path.sep).join('/'), entry.name))
}

function sourceFiles(): Set<string> {
  return new Set(MIRRORED_LAYERS.flatMap(filesUnder))
}

describe('test layout: unit tests mirror the source', () => {
  const sources = sourceFiles()
  const tests = MIRRORED_LAYERS.flatMap((layer) => filesUnder(`test/${layer}`))

  it('finds the tests of both layers', () => {
    expect(tests.filter((f) => f.startsWith('test/manifest/')).length).toBeGreaterThan(0)
    expect(tests.filter((f) => f.startsWith('test/tools/')).length).toBeGreaterThan(0)
  })

  it('has a source file at the mirror path of every unit test under test/manifest and test/tools', () => {
    expect(unmirroredTests(tests, (file) => sources.has(file), FLOW_TESTS)).toEqual([])
  })

  it('lists only flow tests that exist', () => {
    expect(Object.keys(FLOW_TESTS).filter((file) => !tests.includes(file))).toEqual([])
  })
})

describe('test layout: the mirror check', () => {
  const sources = new Set(['manifest/markdown/plugins/code.ts', 'tools/build.ts', 'tools/require-chromium.mjs'])
  const exists = (file: string) => sources.has(file)

  it('accepts a test at its source path, one aspect of it, and a CLI mirror', () => {
    expect(
      unmirroredTests(
        [
          'test/manifest/markdown/plugins/code.test.ts',
          'test/manifest/markdown/plugins/code.collapse.test.ts',
          'test/tools/build.symlinks.test.ts',
          'test/tools/require-chromium.test.ts',
        ],
        exists,
      ),
    ).toEqual([])
  })

  it('names a test whose source is elsewhere, a helper file, and skips listed flow tests', () => {
    expect(
      unmirroredTests(
        [
          'test/markdown/code.test.ts',
          'test/manifest/markdown/code.test.ts',
          'test/manifest/markdown/renderers.ts',
          'test/tools/whole-site.test.ts',
        ],
        exists,
        { 'test/tools/whole-site.test.ts': 'a flow' },
      ),
    ).toEqual([
      'test/markdown/code.test.ts: no source at markdown/code.ts',
      'test/manifest/markdown/code.test.ts: no source at manifest/markdown/code.ts',
      'test/manifest/markdown/renderers.ts: not a test file (helpers belong in test/support or test/harness)',
    ])
  })
})
