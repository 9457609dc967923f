// The rendering path's properties in Chromium, on a sample of the generated pages the jsdom
// property test checks (test/app/sanitize/pipeline-properties.test.ts), some without raw HTML: each page's sanitized
// output, put into a live document, runs no script, clobbers no document property, breaks no part
// of the output policy and makes no request to another host. And the browser bundle's stand-ins
// for entities and uc.micro render in Chromium what the libraries render in Node.

import path from 'node:path'
import { build } from 'esbuild'
import fc from 'fast-check'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appBuildOptions } from '../../esbuild.config'
import { compactBlockLines } from '../../app/page-load/render/compact-block-lines'
import { createMarkdown } from '../../manifest/markdown'
import { FILES, page as generatedPage, pageWithoutHtml, VARS } from '../support/markdown-arbitraries'
import { baseUrl, launchBrowser } from './app-helpers'
import { openWatchedPage } from './browser'

/** Pages checked in the browser (the jsdom test checks 300 of each kind). */
const SAMPLE = 80
/** Pages without raw HTML among them (the app checks their markup instead of sanitizing it). */
const WITHOUT_HTML = 30
/** A path on the served site's origin that the test answers itself (a blank document). */
const BLANK = '/__rendering-path'

describe('the rendering path in Chromium', () => {
  let browser: Browser
  let bundle: string
  beforeAll(async () => {
    const result = await build({
      entryPoints: [path.resolve(import.meta.dirname, 'bundles/rendering-path.ts')],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: appBuildOptions.target,
      alias: appBuildOptions.alias,
      plugins: appBuildOptions.plugins,
      write: false,
      logLevel: 'error',
    })
    bundle = result.outputFiles[0]!.text
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  /** A blank page of the served site's origin with the bundle loaded. */
  async function blankWithBundle() {
    const origin = new URL(baseUrl()).origin
    const watched = await openWatchedPage(browser, origin)
    await watched.page.route(origin + BLANK, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>rendering path</title><body></body>' }),
    )
    await watched.page.goto(origin + BLANK)
    await watched.page.addScriptTag({ content: bundle })
    return watched
  }

  it('decodes character references and finds Unicode punctuation as Node does', async () => {
    const { page, errors } = await blankWithBundle()
    const source =
      'Caf&eacute; &amp; &copy; &notit; &nosuch; &semi; &#65; &lt;b&gt;\n\n' +
      '**«quoted»**x and *“curly”*y, _¡hola!_ and **€5**z\n\n[a &amp; b](/x?a=1&amp;b=2 "t&quot;")\n'
    const inChromium = await page.evaluate(
      (src) => (window as unknown as { renderMarkdown(s: string): string }).renderMarkdown(src),
      source,
    )
    const inNode = createMarkdown({ vars: VARS, readFile: (file) => FILES.get(file) }).render(source, 'page.md').html
    expect(inChromium).toBe(inNode)
    expect(inChromium).toContain('Café')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it(`holds for ${SAMPLE} generated pages in a live document`, async () => {
    const { page, errors, foreignRequests } = await blankWithBundle()
    // A payload that runs would call one of these.
    await page.evaluate(() => {
      const w = window as unknown as { ran: string[] }
      w.ran = []
      for (const name of ['alert', 'confirm', 'prompt', 'msgbox'] as const) {
        ;(window as unknown as Record<string, unknown>)[name] = () => w.ran.push(name)
      }
    })
    const samples = [
      ...fc.sample(generatedPage, { numRuns: SAMPLE - WITHOUT_HTML, seed: 20261126 }),
      ...fc.sample(pageWithoutHtml, { numRuns: WITHOUT_HTML, seed: 20261127 }),
    ]
    const found = await page.evaluate((sources) => {
      const w = window as unknown as { renderSafely(src: string): string; violations(html: string): string[] }
      const out: string[] = []
      sources.forEach((src, i) => {
        const html = w.renderSafely(src)
        for (const v of w.violations(html)) out.push(`page ${i}: ${v}`)
        const holder = document.createElement('div')
        holder.innerHTML = html
        document.body.append(holder)
        if (typeof document.cookie !== 'string') out.push(`page ${i}: document.cookie clobbered`)
        if (document.location !== window.location) out.push(`page ${i}: document.location clobbered`)
        if (typeof document.getElementById !== 'function') out.push(`page ${i}: getElementById clobbered`)
        if (typeof document.querySelector !== 'function') out.push(`page ${i}: querySelector clobbered`)
        if (document.forms.length) out.push(`page ${i}: a form`)
      })
      return out
    }, samples)
    expect(found).toEqual([])
    // Images and media in view have been requested; anything they asked another host for is seen.
    await page.waitForLoadState('networkidle')
    await expect(page.evaluate(() => (window as unknown as { ran: string[] }).ran)).resolves.toEqual([])
    expect(foreignRequests).toEqual([])
    // Missing site files (the generated links to /docs/assets/ok.svg) are the only console errors.
    expect(errors.filter((e) => !/Failed to load resource: the server responded with a status of 404/.test(e))).toEqual(
      [],
    )
    await page.context().close()
  })

  it('reads the same without the line breaks after block tags (a page rendered in a worker drops them)', async () => {
    const { page, errors } = await blankWithBundle()
    const md = createMarkdown({ vars: VARS, readFile: (file) => FILES.get(file) })
    // Line breaks between inline elements, which are spaces, beside those after blocks.
    const written = [
      '**bold**\n*emphasis*\n`code`\n[link](/x)\n![image](/i.png)',
      '- **a**\n  *b*\n- c\n  - `d`\n    [e](/e)\n\n1. one\n2. two',
      '> **quoted**\n> *text*\n\n| a | b |\n|---|---|\n| **1**<br>x | `2` |',
      'Term\n: **definition**\n  *more*\n\n::: tip Title\n**in** a\n*box*\n:::',
      '# Title\n\n## Sub *em*\n\n```js\nconst a = 1\n\nconst b = 2\n```\n\n---\n\n*after*\n**rule**',
    ]
    const sources = [...written, ...fc.sample(pageWithoutHtml, { numRuns: 120, seed: 20261128 })]
    const pairs = sources.map((src) => {
      const { html } = md.render(src, 'page.md')
      return [html, compactBlockLines(html, []).html]
    })
    expect(pairs.filter(([html, compact]) => html !== compact).length).toBeGreaterThan(100)
    const differ = await page.evaluate((all) => {
      const shown = (html: string) => {
        const holder = document.createElement('div')
        holder.innerHTML = html
        document.body.append(holder)
        const text = holder.innerText
        holder.remove()
        return text
      }
      return all.flatMap(([html, compact], i) => (shown(html!) === shown(compact!) ? [] : [i]))
    }, pairs)
    expect(differ).toEqual([])
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([])
    await page.context().close()
  })
})
