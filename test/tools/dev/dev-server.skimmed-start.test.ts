// A large site's first dev start: the server answers from a skimmed build at once, renders every
// page on worker threads meanwhile, then serves the full build and tells the open pages.
// (`skimFromPages: 1` makes a small tree take that path.)

import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { DevEvent } from '../../../manifest/dev-protocol'
import { createDevContent } from '../../../tools/dev/dev-content'
import { startDevServer, type DevServer } from '../../../tools/dev/dev-server'

const made: string[] = []
let server: DevServer | undefined
afterAll(async () => {
  await server?.close()
  for (const dir of made) await rm(dir, { recursive: true, force: true })
})

async function docs(): Promise<string> {
  const src = await mkdtemp(path.join(os.tmpdir(), 'dev-skimmed-'))
  made.push(src)
  await writeFile(path.join(src, 'index.md'), '# Home\n\nSee [the guide](guide.md) and [nothing](missing.md).\n')
  await writeFile(path.join(src, 'guide.md'), '# Guide\n\n## Install\n\nText.\n')
  return src
}

describe('tools/dev a skimmed first start', () => {
  it('serves the pages at once, and outlines, problems and search once every page is rendered', async () => {
    const content = await createDevContent({ src: await docs(), savedRenders: false, skimFromPages: 1 })
    expect(content.skimmed).toBe(true)
    expect(content.output.manifest.pages.map((p) => p.title)).toEqual(['Guide', 'Home'])
    const problems = await content.problems()
    // Asked for before the render ended, answered from the full build.
    expect(problems.problems.map((p) => `${p.file}: ${p.code}`)).toContain('index.md: link')
    const details = JSON.parse(await content.detailsJson()) as { pages: { file: string; headings: unknown[] }[] }
    expect(details.pages.find((p) => p.file === 'guide.md')?.headings).toHaveLength(2)
    expect(await content.searchFile('index.json')).toContain('Install')
    expect(content.output.records.length).toBeGreaterThan(0)
  })

  it('starts rendered, as before, below the page count or with renders saved', async () => {
    const content = await createDevContent({ src: await docs(), savedRenders: false })
    expect(content.skimmed).toBe(false)
    expect(content.output.details.pages.find((p) => p.file === 'guide.md')?.headings).toHaveLength(2)
  })

  it('tells an open page of the full build, and applies a save after it', async () => {
    const src = await docs()
    server = await startDevServer({ src, savedRenders: false, skimFromPages: 1, port: 0, log: false })
    const dev = server
    let renderedBeforeHello = false
    void dev.content.rendered.then(() => (renderedBeforeHello = true))
    const events = await openEvents(dev.url)
    const hello = await events.next()
    const sawRender = renderedBeforeHello
    await dev.content.rendered
    const full = dev.content.output.manifest.contentHash
    if (sawRender) {
      // Connected after the render: the page got the full build's hash in its hello.
      expect(hello).toMatchObject({ type: 'hello', contentHash: full })
    } else {
      expect(await events.next()).toEqual({ type: 'content', contentHash: full, files: [] })
    }
    await writeFile(path.join(src, 'guide.md'), '# Guide, edited\n')
    expect(await events.next()).toMatchObject({ type: 'content', files: ['guide.md'] })
    expect(dev.content.output.manifest.pages.map((p) => p.title)).toEqual(['Guide, edited', 'Home'])
    events.close()
  })
})

/** The dev server's event stream, one parsed event at a time. */
async function openEvents(url: string) {
  const controller = new AbortController()
  const response = await fetch(`${url}__dev/events`, { signal: controller.signal })
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  return {
    async next(): Promise<DevEvent> {
      for (;;) {
        const match = /(?:^|\n)data: (.*)\n\n/.exec(buffer)
        if (match) {
          buffer = buffer.slice(match.index + match[0].length)
          return JSON.parse(match[1]!) as DevEvent
        }
        const { value, done } = await reader.read()
        if (done) throw new Error('event stream ended')
        buffer += value
      }
    },
    close: () => controller.abort(),
  }
}
