// The dev server's renders kept between runs: a restart uses them for pages that did not change,
// renders the others, and keeps one file per docs folder and pipeline.

import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createBuildCache } from '../../../manifest/builder/build-cache'
import { buildFromInputs, readSiteInputs } from '../../../tools/publish/write-manifest'
import { createDevContent } from '../../../tools/dev/dev-content'
import { loadSavedRenders, saveRendersTo, savedRendersFile, SAVED_RENDERS_DIR } from '../../../tools/dev/saved-renders'

const made: string[] = []
afterEach(async () => {
  for (const file of made.splice(0)) await rm(file, { force: true })
})

async function docs(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'saved-renders-'))
  for (const [rel, text] of Object.entries(files)) await writeFile(path.join(dir, rel), text)
  return dir
}

describe('tools/dev/saved-renders', () => {
  it('names one file per docs folder', async () => {
    const a = await docs({})
    const b = await docs({})
    expect(savedRendersFile(a)).toBe(savedRendersFile(a + '/'))
    expect(savedRendersFile(a)).not.toBe(savedRendersFile(b))
    expect(path.dirname(savedRendersFile(a))).toBe(SAVED_RENDERS_DIR)
  })

  it('gives a restart the saved render of an unchanged page and renders a changed one', async () => {
    const src = await docs({ 'a.md': '# A\n\nAlpha text.\n', 'b.md': '# B\n\nBeta text.\n' })
    const file = savedRendersFile(src)
    made.push(file)
    // What a first run saved, with a mark in its search text that no render writes.
    const planted = createBuildCache()
    for (const [key, render] of (await renderedCache(src)).renders) {
      const records = render.records.map((r) => ({ ...r, content: 'FROM THE SAVED FILE' }))
      planted.renders.set(key, { ...render, records })
    }
    saveRendersTo(file, planted)
    await writeFile(path.join(src, 'b.md'), '# B\n\nBeta text, edited.\n')
    const restarted = await createDevContent({ src })
    const content = (route: string) => restarted.output.records.find((r) => r.url === route)?.content
    expect(content('/a')).toBe('FROM THE SAVED FILE')
    expect(content('/b')).toBe('Beta text, edited.')
  })

  it('keeps only the newest file of a folder, and starts afresh from a file cut short', async () => {
    const src = await docs({ 'a.md': '# A\n' })
    const file = savedRendersFile(src)
    const older = file.replace(/-[0-9a-f]+\.json$/, '-0000000000000000.json')
    made.push(file, older)
    await writeFile(older, '{}')
    saveRendersTo(file, createBuildCache())
    expect(existsSync(older)).toBe(false)
    expect((await readdir(SAVED_RENDERS_DIR)).filter((n) => n.endsWith('.tmp'))).toEqual([])
    await writeFile(file, '{"renders": [["a.md", {"bo')
    const cache = createBuildCache()
    loadSavedRenders(file, cache)
    expect(cache.renders.size).toBe(0)
    const content = await createDevContent({ src })
    expect(content.output.manifest.pages.map((p) => p.route)).toEqual(['/a'])
  })
})

/** The renders a fresh build of `src` makes (the cache a dev server holds after starting). */
async function renderedCache(src: string) {
  const cache = createBuildCache()
  buildFromInputs(await readSiteInputs({ src }), cache)
  return cache
}
