// @vitest-environment jsdom
// A long page shown from its head: its first piece comes from the head, the whole file is loaded
// only when the rest is asked for, the rest is added after the first piece, and a failed load
// tells the reader where the rest would be.

import { describe, expect, it } from 'vitest'
import { fillContent, whenContentComplete } from '../../../../app/page-dom/fill-content'
import { headFirstBody, RestUnavailable } from '../../../../app/page-load/render/head-first'
import { createPurifier } from '../../../../app/sanitize/purifier'
import { SANITIZE_POLICY } from '../../../../app/sanitize/sanitize-policy'
import { completePage, renderBody } from '../../../../app/page-load/render/render-page'
import type { RenderedBody } from '../../../../app/page-load/render/rendered-page'
import { installSanitizer } from '../../../../app/sanitize/sanitize'
import { buildManifest } from '../../../../manifest/builder/build-manifest'
import { DEFAULT_UI_STRINGS } from '../../../../manifest/ui/ui-strings'
import { countMarkdownWords } from '../../../../manifest/markdown/word-count'
import { contentSettled } from '../../../support/content-settled'

installSanitizer(createPurifier(SANITIZE_POLICY))

const section = (n: number) =>
  `## Section ${n}\n\n${'Words of an ordinary paragraph, written to fill a page. '.repeat(8)}\n\n`
const text = `# Long\n\n${Array.from({ length: 150 }, (_, n) => section(n)).join('')}`
// The head as the static build writes it (manifest/builder/page-head.ts).
const { manifest, published } = buildManifest({
  files: [{ path: 'long.md', text, size: text.length, mtime: 0 }],
  config: {},
  now: 0,
  publish: true,
})
const entry = manifest.pages.find((p) => p.file === 'long.md')!
const head = published.get('long.md')!.head!.text

/** The page from its head, with a whole file whose load is resolved or failed by the test. */
async function pageFromHead() {
  let loads = 0
  let answer!: { resolve: (body: RenderedBody) => void; reject: (error: Error) => void }
  const body = headFirstBody(
    await renderBody(manifest, entry, new Map([['long.md', head]])),
    () => {
      loads++
      return new Promise((resolve, reject) => (answer = { resolve, reject }))
    },
    countMarkdownWords(text),
  )
  return {
    body,
    loads: () => loads,
    arrive: async () => answer.resolve(await renderBody(manifest, entry, new Map([['long.md', text]]))),
    fail: () => answer.reject(new Error('offline')),
  }
}

describe('app/page-load/render/head-first', () => {
  it('shows the first piece from the head and loads the whole file only for the rest', async () => {
    const { body, loads, arrive } = await pageFromHead()
    expect(head.length).toBeLessThan(text.length / 3)
    const page = await completePage(body)
    expect(loads()).toBe(0)
    expect(page.pending()).toBe(true)
    // Its reading time is the whole page's (the build's count); its source is not here yet.
    expect(page.words).toBe(countMarkdownWords(text))
    expect(page.source).toBeUndefined()
    const root = document.createElement('div')
    document.body.append(root)
    const stop = fillContent(root, page.content, { progressive: true })
    expect(root.textContent).toContain('Section 0')
    expect(root.textContent).not.toContain('Section 149')
    let whole = false
    whenContentComplete(root, () => (whole = true))
    await expect.poll(loads).toBe(1)
    expect(whole).toBe(false)
    await arrive()
    await contentSettled(root)
    expect(whole).toBe(true)
    expect(loads()).toBe(1)
    const sections = Array.from(root.querySelectorAll('h2'), (h) => h.id)
    expect(sections).toEqual(Array.from({ length: 150 }, (_, n) => `section-${n}`))
    // Completed, the page is the whole file's: its source, words and outline.
    expect(page.content.prepare()).toBe(true)
    const completed = page.completed()
    expect(completed.source).toBe(text)
    expect(completed.headings.filter((h) => h.level === 2)).toHaveLength(150)
    stop()
    root.remove()
  })

  it('says where the rest would be when the whole file cannot be loaded', async () => {
    const { body, fail } = await pageFromHead()
    const page = await completePage(body)
    const root = document.createElement('div')
    document.body.append(root)
    const stop = fillContent(root, page.content, { progressive: true })
    const whole = new Promise<void>((resolve) => whenContentComplete(root, resolve))
    await expect.poll(() => page.content.arrival?.() !== undefined).toBe(true)
    fail()
    await whole
    expect(root.hasAttribute('aria-busy')).toBe(false)
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(DEFAULT_UI_STRINGS['error.pageRest'])
    expect(root.textContent).toContain('Section 0')
    expect(() => page.content.prepare()).toThrow(RestUnavailable)
    stop()
    root.remove()
  })
})
