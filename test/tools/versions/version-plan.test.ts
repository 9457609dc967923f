// The versions a build makes from the site config: bad entries are config findings at their line
// (missing folder, two versions with one path, a path that leaves the base), good ones resolved
// against the config file's folder.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { planVersions, versionPathProblem } from '../../../tools/versions/version-plan'
import { formatDiagnostic, hasConfigErrors } from '../../../tools/lib/print-diagnostics'

describe('planVersions', () => {
  let dir: string

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'runbook-version-plan-'))
    await mkdir(path.join(dir, 'site/guide'), { recursive: true })
    await mkdir(path.join(dir, 'old/a'), { recursive: true })
    await mkdir(path.join(dir, 'old/b'), { recursive: true })
    await writeFile(path.join(dir, 'old/b/site.config.json'), '{}')
    await writeFile(path.join(dir, 'old/b.vars.json'), '{}')
  })

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  /** Writes the config with one entry a line (entry i on line 4 + i) and plans it. */
  async function plan(entries: unknown[], base?: string) {
    const lines = [
      '{',
      '  "title": "T",',
      '  "versions": [',
      ...entries.map((e, i) => `    ${JSON.stringify(e)}${i < entries.length - 1 ? ',' : ''}`),
      '  ]',
      '}',
    ]
    const siteConfig = path.join(dir, 'site/site.config.json')
    await writeFile(siteConfig, lines.join('\n'))
    return planVersions({ src: path.join(dir, 'site'), siteConfig, base })
  }

  it('resolves src, siteConfig and vars against the config file folder, with the defaults', async () => {
    const result = await plan([
      { text: '3', current: true },
      { text: '2', path: '2/', src: '../old/b', vars: '../old/b.vars.json' },
      { text: '1', path: 'v/1/', src: '../old/a', siteConfig: '../old/b/site.config.json' },
      { text: '0', link: 'https://old.example.com/' },
    ])
    expect(result.problems).toEqual([])
    expect(result.base).toBe('/docs/')
    expect(result.older).toEqual([
      {
        text: '2',
        path: '2/',
        base: '/docs/2/',
        src: path.join(dir, 'old/b'),
        siteConfig: path.join(dir, 'old/b/site.config.json'),
        vars: path.join(dir, 'old/b.vars.json'),
      },
      {
        text: '1',
        path: 'v/1/',
        base: '/docs/v/1/',
        src: path.join(dir, 'old/a'),
        siteConfig: path.join(dir, 'old/b/site.config.json'),
        vars: undefined,
      },
    ])
    expect(result.versions?.bases).toEqual(['/docs/', '/docs/2/', '/docs/v/1/', undefined])
  })

  it('takes the base from --base over the config', async () => {
    const result = await plan([{ text: '2', path: '2/', src: '../old/a' }], '/manual')
    expect(result.older[0]?.base).toBe('/manual/2/')
  })

  it('has no versions to build for a config with links only', async () => {
    const result = await plan([
      { text: '3', link: '/', current: true },
      { text: '2', link: 'https://x.example.com/' },
    ])
    expect(result.older).toEqual([])
    expect(result.versions).toBeUndefined()
    expect(result.problems).toEqual([])
  })

  it('reports bad entries as file:line config errors and builds the good ones', async () => {
    const result = await plan([
      { text: '3', current: true },
      { text: 'missing', path: 'missing/', src: '../nowhere' },
      { text: 'a', path: 'same/', src: '../old/a' },
      { text: 'b', path: 'same/', src: '../old/b' },
      { text: 'up', path: '../x/', src: '../old/a' },
      { text: 'absolute', path: '/abs/', src: '../old/a' },
      { text: 'no path', src: '../old/a' },
      { text: 'taken', path: 'guide/', src: '../old/a' },
      { text: 'config', path: 'c/', src: '../old/a', siteConfig: '../old/none.json' },
      { text: 'nothing' },
    ])
    const lines = result.problems.map(formatDiagnostic)
    expect(lines).toEqual([
      expect.stringMatching(/^site\.config\.json:5: error: versions\[1\]\.src: no folder \.\.\/nowhere/),
      expect.stringMatching(
        /^site\.config\.json:7: error: versions\[3\]\.path: "same\/" is also the path of versions\[2\]/,
      ),
      expect.stringMatching(/^site\.config\.json:8: error: versions\[4\]\.path: "\.\.\/x\/" leaves \/docs\//),
      expect.stringMatching(
        /^site\.config\.json:9: error: versions\[5\]\.path: "\/abs\/" is not a folder under \/docs\//,
      ),
      expect.stringMatching(/^site\.config\.json:10: error: versions\[6\]: a built version needs "path"/),
      expect.stringMatching(
        /^site\.config\.json:11: error: versions\[7\]\.path: the current version's docs folder already has guide\//,
      ),
      expect.stringMatching(/^site\.config\.json:12: error: versions\[8\]\.siteConfig: no file \.\.\/old\/none\.json/),
      expect.stringMatching(/^site\.config\.json:13: error: versions\[9\]: "nothing" needs "link"/),
    ])
    expect(hasConfigErrors(result.problems)).toBe(true)
    expect(result.older.map((v) => v.text)).toEqual(['a'])
  })

  it('refuses a version inside another one', async () => {
    const result = await plan([
      { text: '2', path: 'v/', src: '../old/a' },
      { text: '1', path: 'v/1/', src: '../old/b' },
    ])
    expect(result.problems.map(formatDiagnostic)).toEqual([
      expect.stringMatching(
        /^site\.config\.json:5: error: versions\[1\]\.path: "v\/1\/" and versions\[0\]'s "v\/" lie one inside the other/,
      ),
    ])
  })
})

describe('versionPathProblem', () => {
  it('accepts folders under the base and refuses the rest', () => {
    for (const ok of ['5.7.0/', 'v/5.7.0/', 'latest-4/']) expect(versionPathProblem(ok, '/docs/'), ok).toBeUndefined()
    for (const bad of [
      '5.7.0',
      '../x/',
      'a/../../x/',
      './x/',
      '/abs/',
      'https://h/x/',
      'a//b/',
      'a\\b/',
      '_app/',
      'a b/',
      'x?y/',
    ]) {
      expect(versionPathProblem(bad, '/docs/'), bad).toBeTruthy()
    }
  })
})
