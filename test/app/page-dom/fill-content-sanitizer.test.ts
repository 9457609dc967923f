// @vitest-environment jsdom
// The rest of a long page shown before the sanitizer is loaded (the first page the app takes over
// from the first paint): a piece the check of plain markup accepts is added at once; one it
// declines waits for the sanitizer, is then added sanitized, and whoever waits for the whole page
// (a jump to an anchor) is called once it is in. This file's module state starts without the
// sanitizer (each test file has its own).

import { describe, expect, it } from 'vitest'
import { fillContent, whenContentComplete } from '../../../app/page-dom/fill-content'
import { pageContent } from '../../../app/page-load/render/page-content'
import { sanitizeRendered } from '../../../app/sanitize/sanitize'
import { contentSettled } from '../../support/content-settled'

/** A page rendered in steps: its first piece, and the rest rendered when counted. */
function steppedPage(rest: string) {
  const first = '<h1 id="top">Top</h1>\n<p>First piece.</p>\n'
  let rendered = false
  const content = pageContent({
    first,
    complete: () => {
      rendered = true
      return { html: first + rest, breaks: [first.length] }
    },
    sanitize: sanitizeRendered,
    sanitizeWhole: () => sanitizeRendered(first + rest),
  })
  return { content, rendered: () => rendered }
}

describe('app/page-dom/fill-content before the sanitizer is loaded', () => {
  it('adds accepted pieces without it', async () => {
    const root = document.createElement('div')
    document.body.append(root)
    const { content } = steppedPage('<h2 id="more">More</h2>\n<p>Plain rest.</p>\n')
    const stop = fillContent(root, content, { progressive: true })
    expect(root.textContent).toContain('First piece.')
    await contentSettled(root)
    expect(root.textContent).toContain('Plain rest.')
    stop()
    root.remove()
  })

  it('has a declined piece wait for the sanitizer, then adds it sanitized; a wait for the whole page is kept', async () => {
    const root = document.createElement('div')
    document.body.append(root)
    const { content, rendered } = steppedPage('<p>Before.</p>\n<div onclick="steal()">Raw HTML rest.</div>\n')
    const stop = fillContent(root, content, { progressive: true })
    // Asked for the whole page at once (as a jump to an anchor does): the piece cannot be had yet.
    let whole = false
    whenContentComplete(root, () => (whole = true))
    expect(rendered()).toBe(true)
    expect(whole).toBe(false)
    expect(root.textContent).not.toContain('Raw HTML rest.')
    expect(root.getAttribute('aria-busy')).toBe('true')
    await contentSettled(root)
    expect(whole).toBe(true)
    expect(root.textContent).toContain('Raw HTML rest.')
    expect(root.innerHTML).not.toContain('onclick')
    // Added once, in order.
    expect(root.textContent!.match(/Raw HTML rest\./g)).toHaveLength(1)
    expect(root.textContent!.indexOf('First piece.')).toBeLessThan(root.textContent!.indexOf('Before.'))
    stop()
    root.remove()
  })
})
