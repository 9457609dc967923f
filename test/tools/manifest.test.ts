import { existsSync } from 'node:fs'
import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { parseManifest, parseManifestDetails } from '../../manifest/parse'
import { writeManifest } from '../../tools/publish/write-manifest'

const run = promisify(execFile)
const repo = path.resolve(__dirname, '../..')
const fixtures = path.join(repo, 'test/fixtures/sites')

/** bad-pages plus a Latin-1 file, in a temp dir. */
async function badSite(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'manifest-cli-'))
  await cp(path.join(fixtures, 'bad-pages'), dir, { recursive: true })
  await writeFile(path.join(dir, 'latin1.md'), Buffer.from('# Caf\xe9\n', 'latin1'))
  return dir
}

async function cli(args: string[]) {
  try {
    const r = await run(process.execPath, ['--import', 'tsx', 'tools/manifest.ts', ...args], {
      cwd: repo,
    })
    return { code: 0, stderr: r.stderr }
  } catch (error) {
    const e = error as { code: number; stderr: string }
    return { code: e.code, stderr: e.stderr }
  }
}

describe('tools/publish/write-manifest', () => {
  it('writes manifest.json and manifest.pages.json that pass the guards', async () => {
    const out = await mkdtemp(path.join(os.tmpdir(), 'manifest-out-'))
    const site = path.join(fixtures, 'basic')
    const result = await writeManifest({
      src: site,
      siteConfig: path.join(site, 'site.config.json'),
      vars: path.join(site, 'vars.json'),
      base: '/v1',
      out,
    })
    const manifest = parseManifest(JSON.parse(await readFile(path.join(out, 'manifest.json'), 'utf8')))
    const details = parseManifestDetails(JSON.parse(await readFile(path.join(out, 'manifest.pages.json'), 'utf8')))
    expect(manifest).toEqual(result.manifest)
    expect(details).toEqual(result.details)
    expect(manifest.site.base).toBe('/v1/')
    expect(manifest.site.vars.product).toBe('Runbook')
    expect(manifest.pages.find((p) => p.file === 'guide/options.md')?.title).toBe('Options for Runbook')
  })

  it('reports a non-UTF-8 page and still builds the rest', async () => {
    const out = await mkdtemp(path.join(os.tmpdir(), 'manifest-out-'))
    const { manifest } = await writeManifest({ src: await badSite(), out })
    const latin = manifest.diagnostics.filter((d) => d.file === 'latin1.md')
    expect(latin).toEqual([
      {
        file: 'latin1.md',
        line: 1,
        severity: 'error',
        message: 'cannot read file: not valid UTF-8 text',
        code: 'read',
      },
    ])
    expect(manifest.pages.find((p) => p.file === 'latin1.md')?.title).toBe('latin1')
    expect(manifest.pages.find((p) => p.file === 'good.md')?.title).toBe('Good page')
  })

  it('builds a site with a self-expanding frontmatter (billion laughs) and reports that page', async () => {
    const src = await badSite()
    const lines = ['---', 'a: &a [x, x, x, x, x, x, x, x, x]']
    let prev = 'a'
    for (const name of 'bcdefghi') {
      lines.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(', ')}]`)
      prev = name
    }
    await writeFile(path.join(src, 'laughs.md'), [...lines, '---', '# Laughs', '', 'Body text.', ''].join('\n'))
    const out = await mkdtemp(path.join(os.tmpdir(), 'manifest-out-'))
    const { manifest } = await writeManifest({ src, out })
    expect(manifest.diagnostics.filter((d) => d.file === 'laughs.md')).toEqual([
      expect.objectContaining({ line: 2, severity: 'error', code: 'frontmatter' }),
    ])
    expect(manifest.pages.find((p) => p.file === 'laughs.md')?.title).toBe('Laughs')
    expect(manifest.pages.find((p) => p.file === 'good.md')?.title).toBe('Good page')
  })
})

describe('tools/manifest CLI', () => {
  it('prints path:line diagnostics and exits non-zero only with --strict', async () => {
    const src = await badSite()
    const out = await mkdtemp(path.join(os.tmpdir(), 'manifest-out-'))
    const lax = await cli(['--src', src, '--out', out])
    expect(lax.code).toBe(0)
    expect(lax.stderr).toMatch(/^latin1\.md:1: error: cannot read file: not valid UTF-8 text$/m)
    expect(lax.stderr).toMatch(/^wrong-types\.md:3: error: frontmatter title must be a string/m)
    expect(lax.stderr).toMatch(/^manifest: 9 pages, \d+ search records, \d+ errors, \d+ warnings/m)
    // The offline search index ships beside the manifest.
    expect(existsSync(path.join(out, 'search', 'index.json'))).toBe(true)
    const strict = await cli(['--src', src, '--out', out, '--strict'])
    expect(strict.code).toBe(1)
    const clean = await cli(['--src', path.join(fixtures, 'generated'), '--out', out, '--strict'])
    expect(clean.code).toBe(0)
  }, 240_000)

  it('names each mistake in the site config by its JSON path, warns on unknown keys, and fails', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'manifest-config-'))
    const config = path.join(dir, 'site.config.json')
    await writeFile(config, JSON.stringify({ navbar: { text: 'Guide' }, search: { mode: 'auto' }, serach: {} }))
    const out = await mkdtemp(path.join(os.tmpdir(), 'manifest-out-'))
    const run = await cli(['--src', path.join(fixtures, 'generated'), '--site-config', config, '--out', out])
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/^site\.config\.json:1: error: navbar: expected a list, got an object$/m)
    expect(run.stderr).toMatch(/^site\.config\.json:1: error: search\.hosted: required when search\.mode is "auto"/m)
    expect(run.stderr).toMatch(/^site\.config\.json:1: warning: serach: unknown key, ignored$/m)
    // The rest of the site is still built, with defaults for the keys in error.
    expect(existsSync(path.join(out, 'manifest.json'))).toBe(true)
  }, 120_000)
})
