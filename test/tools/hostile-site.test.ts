// The hostile fixture site (test/fixtures/sites/hostile: self-expanding YAML, includes fanning out
// past the depth limit, UTF-16 and binary files, control characters, HTML nested 300 deep,
// addresses leaving the docs root, a tab group of 101 tabs, javascript: and data: links, loading styles, unsafe
// frontmatter URLs): `npm run build` succeeds and writes every page; `npm run check` exits 1 and
// names each bad page with file:line.

import { execFile } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const repo = path.resolve(import.meta.dirname, '../..')
const SITE = 'test/fixtures/sites/hostile'

/** Each bad page and a finding it must get (file:line: severity: start of the message). */
const EXPECTED = [
  'home-urls.md:5: error: frontmatter heroImage is not used: "javascript:alert(1)"',
  'home-urls.md:6: error: frontmatter actions[0].link is not used: "javascript:alert(2)"',
  'home-urls.md:9: error: frontmatter features[0].link is not used: "data:text/html,hi"',
  'laughs.md:2: error: frontmatter YAML could not be read: Excessive alias count',
  '_partials/p7.md:3: error: includes nested deeper than 8 levels: _partials/p8.md',
  'utf16.md:1: error: cannot read file: the file is UTF-16LE text',
  'binary.md:1: error: cannot read file: not valid UTF-8 text',
  'control.md:3: warning: control character U+001B in the text',
  'deep-html.md:5: error: raw HTML nests more than 256 elements deep',
  'escapes.md:3: error: include path leaves the docs root: ../../../../etc/passwd',
  'escapes.md:5: error: link target not found: ../../../../etc/passwd',
  'escapes.md:7: error: link to a javascript: address is removed',
  'escapes.md:9: error: style of <div> loads a resource',
  'escapes.md:11: error: image loads from another origin',
  'many-tabs.md:7: error: a tab group has 101 tabs; only the first 100 are shown',
]

/** Findings only the checker makes (it looks at the whole site's links and hosts). */
const CHECK_ONLY = ['link target not found', 'image loads from another origin']

async function cli(script: string, args: string[]): Promise<{ code: number; output: string }> {
  try {
    const r = await run(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: repo,
      maxBuffer: 16 * 1024 * 1024,
    })
    return { code: 0, output: r.stdout + r.stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, output: e.stdout + e.stderr }
  }
}

describe('hostile fixture site', () => {
  let out: string
  beforeAll(async () => {
    out = await mkdtemp(path.join(os.tmpdir(), 'hostile-build-'))
  })
  afterAll(async () => {
    await rm(out, { recursive: true, force: true })
  })

  it('builds with exit 0, every page written, and reports the bad ones', async () => {
    const { code, output } = await cli('tools/build.ts', ['--src', SITE, '--out', out])
    expect(code, output).toBe(0)
    for (const page of [
      'index',
      'laughs',
      'fan-out',
      'utf16',
      'binary',
      'control',
      'deep-html',
      'escapes',
      'home-urls',
    ]) {
      expect(existsSync(path.join(out, page, 'index.html')) || existsSync(path.join(out, `${page}.html`)), page).toBe(
        true,
      )
    }
    for (const finding of EXPECTED.filter((f) => !CHECK_ONLY.some((c) => f.includes(c)))) {
      expect(output, finding).toContain(finding)
    }
    // The app's scripts and styles come with brotli copies, each the file itself.
    const app = readdirSync(path.join(out, '_app'), { recursive: true, encoding: 'utf8' })
    const copied = app.filter((file) => /\.(js|css)$/.test(file) && app.includes(`${file}.br`))
    expect(copied.some((file) => /^main-.*\.js$/.test(file))).toBe(true)
    for (const file of copied) {
      const copy = brotliDecompressSync(readFileSync(path.join(out, '_app', `${file}.br`)))
      expect(copy.equals(readFileSync(path.join(out, '_app', file))), file).toBe(true)
    }
  }, 120_000)

  it('check exits 1 and names each bad page with file:line', async () => {
    const { code, output } = await cli('tools/check.ts', ['--src', SITE])
    expect(code).toBe(1)
    for (const finding of EXPECTED) expect(output, finding).toContain(finding)
    expect(output).not.toContain('index.md:')
  }, 120_000)
})
