// Every CLI parses its flags the same way: the content flags, its own, --help listing them all,
// and an unknown flag refused with a pointer to --help.

import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { CONTENT_FLAGS, helpText, parseContentFlags, UsageError, type ToolSpec } from '../../../tools/lib/content-flags'

const run = promisify(execFile)
const tool: ToolSpec = {
  name: 'bench:x',
  summary: 'Measures x.',
  flags: { 'no-browser': { type: 'boolean', description: 'skip the browser' } },
}

describe('content flags', () => {
  it('reads the shared flags in both forms, the tool flags and the defaults', () => {
    const flags = parseContentFlags(['--src', 'docs', '--base=/manual/', '--port', '0', '--json', '--no-browser'], tool)
    expect(flags).toMatchObject({ src: 'docs', srcGiven: true, base: '/manual/', port: 0, json: true, strict: false })
    expect(flags.own['no-browser']).toBe(true)
    expect(parseContentFlags([], tool)).toMatchObject({ src: 'docs-src', srcGiven: false })
  })

  it('refuses unknown flags, missing values, bad ports and stray arguments, naming --help', () => {
    const refused = (argv: string[]) => {
      try {
        parseContentFlags(argv, tool)
      } catch (error) {
        expect(error).toBeInstanceOf(UsageError)
        return (error as Error).message
      }
      return 'accepted'
    }
    expect(refused(['--sorce', 'x'])).toBe('unknown flag --sorce (npm run bench:x -- --help lists the flags)')
    expect(refused(['--src'])).toBe('--src needs a value (npm run bench:x -- --help lists the flags)')
    expect(refused(['--port', 'eighty'])).toBe('--port must be a number, got eighty')
    expect(refused(['stray'])).toBe('unexpected argument stray (npm run bench:x -- --help lists the flags)')
    expect(parseContentFlags(['a.md'], { ...tool, positionals: '[PAGE…]' }).rest).toEqual(['a.md'])
  })

  it('lists every flag in --help', () => {
    const text = helpText(tool)
    for (const name of [...Object.keys(CONTENT_FLAGS), 'no-browser']) expect(text).toContain(`--${name}`)
    expect(text).toContain('usage: npm run bench:x -- [flags]')
  })
})

describe('--help of every tool', () => {
  const tools: Record<string, string> = {
    build: 'tools/build.ts',
    start: 'tools/start.ts',
    dev: 'tools/dev.ts',
    manifest: 'tools/manifest.ts',
    check: 'tools/check.ts',
    'bench:load': 'tools/bench-load.ts',
    'bench:dev': 'tools/bench-dev.ts',
    'bench:manifest': 'tools/bench-manifest.ts',
    'bench:search': 'tools/bench-search.ts',
    'content:stats': 'tools/content-stats.ts',
    schema: 'tools/write-schema.ts',
    'sample:pdf': 'tools/make-sample-pdf.ts',
  }
  it.each(Object.entries(tools))('%s prints its flags and exits 0; an unknown flag exits 2', async (name, file) => {
    const help = await run('node_modules/.bin/tsx', [file, '--help'], { timeout: 30_000 })
    expect(help.stdout).toMatch(/usage: npm run /)
    if (!['content:stats', 'schema', 'sample:pdf'].includes(name)) {
      for (const flag of ['--src', '--site-config', '--vars', '--base']) expect(help.stdout).toContain(flag)
    }
    const bad = await run('node_modules/.bin/tsx', [file, '--no-such-flag'], { timeout: 30_000 }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    )
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/no-such-flag/)
  })
})
