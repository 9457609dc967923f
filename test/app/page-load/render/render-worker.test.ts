// @vitest-environment jsdom
// A long page rendered in a worker: what the worker posts (render-worker.ts), the content the page
// builds from it (streamed-content.ts) and the page's side with a worker that fails midway
// (render-in-worker.ts). jsdom has no Worker: a stand-in runs the worker's code on messages.

import { afterEach, describe, expect, it, vi } from 'vitest'
import { compactBlockLines } from '../../../../app/page-load/render/compact-block-lines'
import { renderBody, RENDERER_KIT } from '../../../../app/page-load/render/render-page'
import { renderForWorker, type RenderMessage, type RenderRequest } from '../../../../app/page-load/render/render-worker'
import { WORKER_FROM_CHARS } from '../../../../app/page-load/render/render-sizes'
import { siteRendererFor } from '../../../../app/page-load/render/site-renderer'
import { streamedContent } from '../../../../app/page-load/render/streamed-content'
import type { SafeHtml } from '../../../../app/sanitize/sanitize'
import { buildManifest } from '../../../../manifest/builder/build-manifest'

const { manifest } = buildManifest({
  files: [{ path: 'long.md', text: '# Long\n', size: 7, mtime: 0 }],
  config: {},
  now: 0,
})
const entry = manifest.pages[0]!

/** A page of `sections` sections with a heading, text, a list, code and a table each. */
function longPage(sections: number, middle = ''): string {
  const section = (i: number) =>
    `## Section ${i}\n\nText with **bold** and\n*emphasis* [a link](/long.md).\n\n- one\n- two\n  - nested\n\n` +
    '```bash\necho "hi"\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n'
  const half = Math.floor(sections / 2)
  return `# Long\n\n${Array.from({ length: half }, (_, i) => section(i + 1)).join('')}${middle}${Array.from(
    { length: sections - half },
    (_, i) => section(half + i + 1),
  ).join('')}End.\n`
}

/** The messages the worker posts for `body`. */
function workerMessages(body: string): RenderMessage[] {
  const messages: RenderMessage[] = []
  const request: RenderRequest = { manifest, file: 'long.md', body, bodyLine: 1, files: new Map([['long.md', body]]) }
  renderForWorker(request, RENDERER_KIT, (message) => messages.push(structuredClone(message)))
  return messages
}

/** What the page's side makes of the messages: the HTML in order. */
function postedHtml(messages: RenderMessage[]): string {
  return messages.map((m) => (m.kind === 'first' || m.kind === 'part' ? m.html : '')).join('')
}

describe('app/page-load/render/compact-block-lines', () => {
  it('drops line breaks after block tags only, and moves the breaks with the text', () => {
    const html =
      '<p>a</p>\n<ul>\n<li><strong>b</strong>\n<em>c</em></li>\n</ul>\n<pre><code>x\n</code></pre>\n<p>d</p>\n'
    const breaks = [html.indexOf('<ul>'), html.indexOf('<pre>'), html.length]
    const compact = compactBlockLines(html, breaks)
    expect(compact.html).toBe(
      '<p>a</p><ul><li><strong>b</strong>\n<em>c</em></li></ul><pre><code>x\n</code></pre><p>d</p>',
    )
    expect(compact.breaks.map((at) => compact.html.slice(at, at + 4))).toEqual(['<ul>', '<pre', ''])
    expect(compact.breaks.at(-1)).toBe(compact.html.length)
  })
})

describe('app/page-load/render/render-worker', () => {
  const body = longPage(1500)
  const whole = siteRendererFor(manifest).render(body, 'long.md', 1)

  it('posts the opening blocks, then the rest in parts, then the outline: the whole render, compacted', () => {
    const messages = workerMessages(body)
    expect(messages[0]!.kind).toBe('first')
    expect(messages.filter((m) => m.kind === 'part').length).toBeGreaterThan(1)
    const done = messages.at(-1)!
    expect(done.kind).toBe('done')
    expect(postedHtml(messages)).toBe(compactBlockLines(whole.html, whole.breaks ?? []).html)
    if (done.kind === 'done') expect(done.env.headings).toEqual(whole.env.headings)
  })

  it('posts breaks that are offsets of block ends in the HTML posted', () => {
    const messages = workerMessages(body)
    const html = postedHtml(messages)
    const breaks = messages.flatMap((m) => (m.kind === 'first' || m.kind === 'part' ? m.breaks : []))
    expect(breaks.length).toBeGreaterThan(100)
    for (const at of breaks) expect(html.slice(at - 1, at + 4)).toMatch(/^>(<h2 |<p>|<ul>|<div|<tab|$)/)
  })

  it('stops compacting once raw HTML was rendered, from that part on', () => {
    const messages = workerMessages(longPage(400, '<div class="raw">\n<p>raw</p>\n</div>\n\n'))
    const parts = messages.filter((m) => m.kind === 'first' || m.kind === 'part')
    const raw = parts.findIndex((m) => m.html.includes('<div class="raw">'))
    expect(raw).toBeGreaterThan(0)
    expect(parts.slice(0, raw).some((m) => /<\/p>\n/.test(m.html))).toBe(false)
    expect(parts.slice(raw).every((m) => /<\/p>\n/.test(m.html))).toBe(true)
  })
})

describe('app/page-load/render/streamed-content', () => {
  const fake = (html: string) => `S:${html}` as SafeHtml
  const blocks = (n: number, from: number) =>
    Array.from({ length: n }, (_, i) => `<p>block ${from + i}</p>`.padEnd(100, ' ')).join('')
  const breaksOf = (html: string, offset: number) =>
    Array.from({ length: html.length / 100 }, (_, i) => offset + (i + 1) * 100)

  const first = blocks(10, 0)
  /** Content opened with `first`, pieces of 1,000 characters, `complete` adding what is missing. */
  const streamed = (complete: () => void) =>
    streamedContent({
      first: { html: first, breaks: breaksOf(first, 0) },
      openingChars: first.length,
      pieceChars: 1000,
      sanitize: fake,
      complete,
    })

  it('cuts pieces at breaks as parts arrive, and the last piece at the end', () => {
    const content = streamed(() => {
      throw new Error('not needed')
    })
    expect(content.ready()).toBe(1)
    const part = blocks(25, 10)
    content.add(part, breaksOf(part, first.length))
    expect(content.ready()).toBe(3)
    expect(content.prepare()).toBe(false)
    const last = blocks(3, 35)
    content.add(last, breaksOf(last, first.length + part.length))
    content.end()
    expect(content.prepare()).toBe(true)
    const pieces = Array.from({ length: content.count() }, (_, i) => content.piece(i))
    expect(pieces.map((p) => p.length - 2)).toEqual([1000, 1000, 1000, 800])
    expect(pieces.every((p) => p.startsWith('S:'))).toBe(true)
    expect(pieces.map((p) => p.slice(2)).join('')).toBe(first + part + last)
  })

  it('asks for the rest when all of it is needed before it came', () => {
    const rest = blocks(20, 10)
    const content = streamed(() => {
      content.add(rest, breaksOf(rest, first.length))
      content.end()
    })
    expect(content.count()).toBe(3)
    expect(content.whole()).toBe(`S:${first}${rest}`)
  })
})

describe('app/page-load/render/render-in-worker', () => {
  const body = longPage(Math.ceil(WORKER_FROM_CHARS / 140))
  const whole = siteRendererFor(manifest).render(body, 'long.md', 1)
  const expected = compactBlockLines(whole.html, whole.breaks ?? []).html

  /** A stand-in Worker running the worker's code, posting at most `limit` messages and then failing. */
  function stubWorker(limit = Infinity) {
    class StandIn {
      onmessage: ((event: { data: RenderMessage }) => void) | null = null
      onerror: (() => void) | null = null
      onmessageerror: (() => void) | null = null
      terminated = false
      postMessage(request: RenderRequest) {
        const messages: RenderMessage[] = []
        renderForWorker(request, RENDERER_KIT, (message) => messages.push(message))
        const sent = messages.slice(0, limit)
        if (sent.length < messages.length) sent.push({ kind: 'failed', message: 'stopped' })
        sent.forEach((message, i) =>
          setTimeout(() => !this.terminated && this.onmessage?.({ data: structuredClone(message) }), i),
        )
      }
      terminate() {
        this.terminated = true
      }
    }
    vi.stubGlobal('Worker', StandIn)
  }
  afterEach(() => vi.unstubAllGlobals())

  it('is given a page long enough to be rendered in a worker', () =>
    expect(body.length).toBeGreaterThan(WORKER_FROM_CHARS))

  const shownHtml = async (limit?: number) => {
    stubWorker(limit)
    const rendered = await renderBody(manifest, entry, new Map([['long.md', body]]))
    expect(rendered.stepped).toBe(true)
    const { content } = rendered
    while (!content.prepare()) await new Promise((resolve) => setTimeout(resolve, 5))
    return { rendered, html: Array.from({ length: content.count() }, (_, i) => content.piece(i)).join('') }
  }

  it('shows the page the worker rendered, piece by piece', async () => {
    const { rendered, html } = await shownHtml()
    expect(html).toBe(expected)
    expect(rendered.finish().env.headings).toEqual(whole.env.headings)
  })

  it('renders the rest itself when the worker fails after the opening blocks', async () => {
    const { rendered, html } = await shownHtml(3)
    expect(html).toBe(expected)
    expect(rendered.finish().env.headings).toEqual(whole.env.headings)
  })

  it('renders the page itself when the worker fails at once', async () => {
    stubWorker(0)
    const rendered = await renderBody(manifest, entry, new Map([['long.md', body]]))
    expect(rendered.finish().html).toBe(whole.html)
  })
})
