// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { renderBody } from '../../../../app/page-load/render/render-page'
import { PARSE_PART_CHARS } from '../../../../app/page-load/render/render-sizes'
import { createPurifier } from '../../../../app/sanitize/purifier'
import { SANITIZE_POLICY } from '../../../../app/sanitize/sanitize-policy'
import { installSanitizer, sanitizeHtml } from '../../../../app/sanitize/sanitize'
import { buildManifest } from '../../../../manifest/builder/build-manifest'

installSanitizer(createPurifier(SANITIZE_POLICY))

describe('app/page-load/render/render-page renderBody', () => {
  const { manifest } = buildManifest({
    files: [{ path: 'long.md', text: '# Long\n', size: 7, mtime: 0 }],
    config: {},
    now: 0,
  })
  const entry = manifest.pages[0]!

  it('parses a very long text a part per task, and renders it as a whole', async () => {
    const text = `# Long\n\n${'A paragraph of ordinary text.\n\n'.repeat(Math.ceil((PARSE_PART_CHARS * 3) / 31))}End.\n`
    // Timer ticks that run while the body renders (three parts: two turns of the event loop).
    let ticks = 0
    let done = false
    const tick = () => {
      ticks++
      if (!done) setTimeout(tick)
    }
    setTimeout(tick)
    const rendered = await renderBody(manifest, entry, new Map([['long.md', text]]))
    done = true
    expect(ticks).toBeGreaterThanOrEqual(2)
    expect(rendered.stepped).toBe(true)
    expect(rendered.headings[0]?.text).toBe('Long')
    expect(rendered.finish().html).toMatch(/<p>End\.<\/p>\n$/)
  })

  it('renders an ordinary page without waiting for another task', async () => {
    let ticked = false
    setTimeout(() => (ticked = true))
    const rendered = await renderBody(manifest, entry, new Map([['long.md', '# Short\n\nText.\n']]))
    expect(ticked).toBe(false)
    expect(rendered.stepped).toBe(false)
  })
})

describe('app/page-load/render/render-page sanitizeHtml', () => {
  it('keeps heading ids that collide with document properties', () => {
    const out = sanitizeHtml('<h2 id="location">L</h2><h3 id="images">I</h3><h2 id="cookie">C</h2>')
    expect(out).toContain('id="location"')
    expect(out).toContain('id="images"')
    expect(out).toContain('id="cookie"')
  })
  it('drops scripts, iframes, event handlers, javascript: URLs, name attributes and comments', () => {
    const out = sanitizeHtml(
      '<p onclick="x()">a<!-- note --></p><script>alert(1)</script><iframe src="//e"></iframe>' +
        '<a href="javascript:alert(1)">j</a><img src="x.png" onerror="y()" name="body">',
    )
    expect(out).not.toMatch(/onclick|onerror|<script|<iframe|javascript:|name=|<!--/)
    expect(out).toContain('<img src="x.png"')
  })
  it('drops a style attribute that could load anything, keeps plain ones', () => {
    const loads = [
      'background:url(https://elsewhere.example/x.png)',
      'background-image: URL ( "//elsewhere.example/y" )',
      'background: image-set("a.png" 1x)',
      '@import "x.css"',
      'width: expression(alert(1))',
      'background: u\\72l(x.png)',
      'background: u/**/rl(x.png)',
    ]
    for (const style of loads) {
      expect(sanitizeHtml(`<p style='${style}'>x</p>`), style).toBe('<p>x</p>')
    }
    expect(sanitizeHtml('<span style="color: #c00; font-weight: bold">x</span>')).toBe(
      '<span style="color: #c00; font-weight: bold">x</span>',
    )
  })

  it('loads no media from another host, keeping its alt text and address; inline images stay', () => {
    const out = sanitizeHtml(
      '<img src="https://cdn.example/a.png" alt="Diagram"><img src="//cdn.example/b.png" alt="B">' +
        '<video poster="http://x.example/p.jpg" src="/docs/v.mp4"></video><img src="/docs/assets/ok.svg" alt="ok">' +
        '<img src="data:image/png;base64,AAAA" alt="inline">',
    )
    expect(out).not.toMatch(/\ssrc="(https?:)?\/\//)
    expect(out).not.toContain('poster=')
    expect(out).toContain('data-blocked-src="https://cdn.example/a.png"')
    expect(out).toContain('alt="Diagram"')
    expect(out).toContain('src="/docs/v.mp4"')
    expect(out).toContain('src="/docs/assets/ok.svg"')
    expect(out).toContain('src="data:image/png;base64,AAAA"')
  })

  it('drops the page-level <style> element', () => {
    expect(sanitizeHtml('<style>.tg{color:red}</style><p>x</p>')).toBe('<p>x</p>')
  })
  it('keeps what the corpus and the pipeline need', () => {
    const html =
      '<span style="color:red" class="c">s</span><font size="5">f</font><center>c</center>' +
      '<details><summary>S</summary>d</details><img src="a.png" width="10" height="20" border="1">' +
      '<figure class="f"><video controls="" allowfullscreen="" poster="p.png"><source src="v.mp4" type="video/mp4"></video><figcaption>c</figcaption></figure>' +
      '<div class="docs-tabs" data-tabs-id="ab"><div role="tablist"><button type="button" role="tab" aria-selected="true" tabindex="0">T</button></div>' +
      '<div role="tabpanel" hidden="">p</div></div><dl><dt>t</dt><dd>d</dd></dl><kbd>k</kbd><sup>1</sup><ins>i</ins>'
    const out = sanitizeHtml(html)
    for (const piece of [
      'style="color:red"',
      '<font size="5">',
      '<center>',
      '<details>',
      '<summary>',
      'width="10"',
      'border="1"',
      'poster="p.png"',
      'type="video/mp4"',
      '<figcaption>',
      'data-tabs-id="ab"',
      'role="tab"',
      'aria-selected="true"',
      'hidden=""',
      '<dl>',
      '<kbd>',
      '<sup>',
      '<ins>',
    ]) {
      expect(out).toContain(piece)
    }
  })
  it('opens external links in a new tab with rel noopener', () => {
    const out = sanitizeHtml('<a href="https://example.com/">e</a><a href="/docs/a">i</a>')
    expect(out).toContain('<a href="https://example.com/" target="_blank" rel="noopener noreferrer">')
    expect(out).toContain('<a href="/docs/a">i</a>')
  })

  it('keeps a widget fallback link a download, as the pipeline writes it', () => {
    const link = '<a class="docs-widget-link" href="/docs/files/guide.pdf" download>Download the PDF</a>'
    expect(sanitizeHtml(link)).toBe(link.replace(' download', ' download=""'))
  })
})
