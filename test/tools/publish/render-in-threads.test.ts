// Render threads: pages rendered in a worker thread come back into the build's cache, and the
// build made from it equals a build on one thread.

import os from 'node:os'
import { describe, expect, it } from 'vitest'
import { createBuildCache } from '../../../manifest/builder/build-cache'
import type { BuildOutput } from '../../../manifest/builder/build-manifest'
import { RENDERS_PER_MESSAGE } from '../../../tools/publish/render-claims'
import { buildFromInputs, readSiteInputs, type SiteInputs } from '../../../tools/publish/write-manifest'
import {
  renderInThreads,
  renderThreadHeapMb,
  renderThreadsFor,
  THREADS_FROM_PAGES,
} from '../../../tools/publish/render-in-threads'

const inputs = await readSiteInputs({ src: 'docs-src', siteConfig: 'docs-src/site.config.json' })
const threadInput = (cache = createBuildCache()) => ({ ...inputs, now: 1, cache })

/** What two builds must share: everything but the build time. */
function comparable(output: BuildOutput) {
  const { generated: _generated, ...manifest } = output.manifest
  return { manifest, details: output.details, records: output.records, envs: [...output.envs] }
}

describe('tools/publish/render-in-threads', () => {
  const oneThread = comparable(buildFromInputs(inputs))
  const pages = inputs.files.filter((f) => f.path.endsWith('.md')).length

  it('renders every page in a worker thread when the main thread does not, and the build equals one on one thread', async () => {
    const cache = createBuildCache()
    // More pages than one message carries: the thread's renders come in batches.
    expect(pages).toBeGreaterThan(RENDERS_PER_MESSAGE)
    const counts = await renderInThreads(threadInput(cache), { threads: 2, mainRenders: false })
    expect(counts).toEqual([0, pages])
    expect(comparable(buildFromInputs(inputs, cache))).toEqual(oneThread)
  }, 60_000)

  it('shares the pages between the main thread and a worker thread', async () => {
    const cache = createBuildCache()
    const counts = await renderInThreads(threadInput(cache), { threads: 2 })
    expect(counts).toHaveLength(2)
    expect(counts[0]! + counts[1]!).toBe(pages)
    expect(comparable(buildFromInputs(inputs, cache))).toEqual(oneThread)
  }, 60_000)

  it("gives a render thread a heap of three times the site's text, at least 512 MB", () => {
    const file = (size: number) => ({ path: 'a.md', text: '', size, mtime: 1 })
    expect(renderThreadHeapMb(inputs.files)).toBe(512)
    expect(renderThreadHeapMb([file(200 * 2 ** 20), file(144 * 2 ** 20)])).toBe(1032)
  })

  it('leaves a cache that already holds renders, and small sites, to the build', async () => {
    const cache = createBuildCache()
    buildFromInputs(inputs, cache)
    expect(await renderInThreads(threadInput(cache), { threads: 2 })).toEqual([])
    expect(renderThreadsFor(inputs.files)).toBe(1)
    const many: SiteInputs['files'] = Array.from({ length: THREADS_FROM_PAGES }, (_, i) => ({
      path: `p${i}.md`,
      text: '# P\n',
      size: 4,
      mtime: 1,
    }))
    expect(renderThreadsFor(many)).toBe(Math.min(os.availableParallelism(), 4))
  })
})
