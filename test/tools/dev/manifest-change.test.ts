// After a save the dev server tells open pages what changed in the manifest, not the whole of it:
// applied to the manifest a page holds, the change gives exactly the new manifest, and keeps the
// objects of every entry that did not change.

import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { applyManifestChange, parseManifest, ManifestError } from '../../../manifest/parse'
import type { Manifest } from '../../../manifest/types'
import { createDevContent, type DevContent } from '../../../tools/dev/dev-content'

const made: string[] = []
afterAll(async () => {
  for (const dir of made) await rm(dir, { recursive: true, force: true })
})

async function started(): Promise<{ src: string; content: DevContent }> {
  const src = await mkdtemp(path.join(os.tmpdir(), 'dev-change-'))
  made.push(src)
  await writeFile(path.join(src, 'site.config.json'), JSON.stringify({ sidebars: { '/': ['/', '/a', '/b'] } }))
  await writeFile(path.join(src, 'index.md'), '# Home\n')
  await writeFile(path.join(src, 'a.md'), '# A\n\nFirst text.\n')
  await writeFile(path.join(src, 'b.md'), '# B\n\nOther text.\n[broken](missing.md)\n')
  const content = await createDevContent({ src, siteConfig: path.join(src, 'site.config.json'), savedRenders: false })
  return { src, content }
}

/** The manifest as a page holds it: parsed from manifest.json. */
const held = (content: DevContent): Manifest => parseManifest(JSON.parse(content.manifestJson()))

describe('tools/dev manifest changes', () => {
  it('gives the new manifest from the held one after an edit, keeping the unchanged entries', async () => {
    const { src, content } = await started()
    const before = held(content)
    await writeFile(path.join(src, 'a.md'), '# A\n\nEdited text.\n')
    await content.update({ paths: ['a.md'] })
    const json = content.manifestChangeJson(before.contentHash)!
    const change = JSON.parse(json) as { pages: [number, { file: string }][] }
    expect(change.pages.map(([, entry]) => entry.file)).toEqual(['a.md'])
    const after = applyManifestChange(before, JSON.parse(json))
    expect(after).toEqual(held(content))
    expect(after.pages.filter((p, i) => p === before.pages[i]).map((p) => p.file)).toEqual(['b.md', 'index.md'])
    expect(after.site).toBe(before.site)
    // A page two updates behind gets both changes at once.
    await writeFile(path.join(src, 'b.md'), '# B\n\nOther text, fixed.\n')
    await content.update({ paths: ['b.md'] })
    expect(applyManifestChange(before, JSON.parse(content.manifestChangeJson(before.contentHash)!))).toEqual(
      held(content),
    )
  })

  it('has no change to give when a page is added, the navigation changes, or the manifest is unknown', async () => {
    const { src, content } = await started()
    const first = content.output.manifest.contentHash
    expect(content.manifestChangeJson('unknown')).toBeUndefined()
    await writeFile(path.join(src, 'c.md'), '# C\n')
    await content.update({ paths: ['c.md'] })
    expect(content.manifestChangeJson(first)).toBeUndefined()
    const second = content.output.manifest.contentHash
    // A new title is in the sidebar: the whole manifest.
    await writeFile(path.join(src, 'a.md'), '# A renamed\n')
    await content.update({ paths: ['a.md'] })
    expect(content.manifestChangeJson(second)).toBeUndefined()
  })

  it('refuses a change made since another manifest, or for another route', async () => {
    const { src, content } = await started()
    const before = held(content)
    await writeFile(path.join(src, 'a.md'), '# A\n\nEdited.\n')
    await content.update({ paths: ['a.md'] })
    const change = JSON.parse(content.manifestChangeJson(before.contentHash)!) as { pages: [number, unknown][] }
    expect(() => applyManifestChange({ ...before, contentHash: 'other' }, change)).toThrow(ManifestError)
    const moved = { ...change, pages: change.pages.map(([i, entry]) => [i + 1, entry]) }
    expect(() => applyManifestChange(before, moved)).toThrow(/not the same route/)
    expect(() => applyManifestChange(before, { ...change, pages: [[0, { route: '/' }]] })).toThrow(ManifestError)
  })
})
