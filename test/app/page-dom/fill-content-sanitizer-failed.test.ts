// @vitest-environment jsdom
// The rest of a long page when the sanitizer one of its pieces needs cannot be loaded (the link
// went down after the first paint): the reader is told where the rest would be, the page stops
// being busy, and whoever waited for the whole page goes on.

import { describe, expect, it, vi } from 'vitest'
import { fillContent, whenContentComplete } from '../../../app/page-dom/fill-content'
import { pageContent } from '../../../app/page-load/render/page-content'
import { sanitizeRendered } from '../../../app/sanitize/sanitize'
import { DEFAULT_UI_STRINGS } from '../../../manifest/ui/ui-strings'

vi.mock('../../../app/sanitize/purifier', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

describe('app/page-dom/fill-content when the sanitizer cannot be loaded', () => {
  it('says that the rest of the page could not be shown', async () => {
    const root = document.createElement('div')
    document.body.append(root)
    const first = '<p>First piece.</p>\n'
    const rest = '<div onclick="steal()">Raw HTML rest.</div>\n'
    const content = pageContent({
      first,
      complete: () => ({ html: first + rest, breaks: [first.length] }),
      sanitize: sanitizeRendered,
      sanitizeWhole: () => sanitizeRendered(first + rest),
    })
    const stop = fillContent(root, content, { progressive: true })
    const whole = new Promise<void>((resolve) => whenContentComplete(root, resolve))
    await whole
    expect(root.hasAttribute('aria-busy')).toBe(false)
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(DEFAULT_UI_STRINGS['error.pageRest'])
    expect(root.textContent).not.toContain('Raw HTML rest.')
    stop()
  })
})
