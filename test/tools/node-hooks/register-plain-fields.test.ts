// The Node load hook of the tools (tools/node-hooks): markdown-it's compiled file is loaded with
// its class fields as plain assignments, and every package.json script that renders markdown
// installs it.

import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const repo = path.resolve(import.meta.dirname, '../../..')
const HOOK = './tools/node-hooks/register-plain-fields.ts'

/** Whether markdown-it's Token, loaded in a fresh Node with `imports`, sets its fields through the helper. */
async function tokenUsesHelper(imports: string[]): Promise<boolean> {
  const script =
    "import MarkdownIt from 'markdown-it'; const md = new MarkdownIt(); " +
    "console.log(String(MarkdownIt.Token).includes('_defineProperty'), md.render('# Hi *there*'))"
  const args = [...imports.flatMap((i) => ['--import', i]), '--input-type=module', '-e', script]
  const { stdout } = await run(process.execPath, args, { cwd: repo })
  expect(stdout).toContain('<h1>Hi <em>there</em></h1>')
  return stdout.startsWith('true')
}

describe('tools/node-hooks', () => {
  it('loads markdown-it with plain field assignments once the hook is registered', async () => {
    await expect(tokenUsesHelper(['tsx'])).resolves.toBe(true)
    await expect(tokenUsesHelper(['tsx', HOOK])).resolves.toBe(false)
  }, 30_000)

  it('is installed by every script that renders markdown', async () => {
    const { scripts } = JSON.parse(await readFile(path.join(repo, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    const rendering = [
      'start',
      'build',
      'manifest',
      'dev',
      'check',
      ...Object.keys(scripts).filter((s) => s.startsWith('bench:')),
    ]
    for (const name of rendering)
      expect(scripts[name], name).toMatch(new RegExp(`^tsx --import ${HOOK.replace(/\./g, '\\.')} tools/`))
  })
})
