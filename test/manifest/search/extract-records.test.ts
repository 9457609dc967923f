// Record extraction from rendered HTML: sections, text cleaning, caps, and slug agreement with the renderer.

import { describe, expect, it } from 'vitest'
import { extractRecords } from '../../../manifest/search/extract-records'
import { htmlToText, decodeEntities } from '../../../manifest/search/html-text'

const page = { route: '/manual/jobs/job-options', title: 'Job Options' }

describe('manifest/search/extract-records', () => {
  it('splits at h2–h4 with ids; the intro has no hash and no lvl1', () => {
    const html = [
      '<h1 id="job-options">Job Options</h1>',
      '<p>Options are <strong>inputs</strong> of a job.</p>',
      '<h2 id="option-types">Option <code>types</code></h2>',
      '<p>Two types &amp; more&#33;</p>',
      '<h3 id="file">File</h3><ul><li>upload</li><li>copy</li></ul>',
      '<h5 id="deep">Deep</h5><p>stays in File</p>',
    ].join('\n')
    expect(extractRecords(html, page)).toEqual([
      { url: '/manual/jobs/job-options', lvl0: 'Job Options', content: 'Options are inputs of a job.' },
      {
        url: '/manual/jobs/job-options#option-types',
        lvl0: 'Job Options',
        lvl1: 'Option types',
        content: 'Two types & more!',
      },
      {
        url: '/manual/jobs/job-options#file',
        lvl0: 'Job Options',
        lvl1: 'File',
        content: 'upload copy Deep stays in File',
      },
    ])
  })

  it('prefers the env heading text and drops permalink symbols and hidden or script content', () => {
    const html =
      '<h2 id="a-b" tabindex="-1"><a class="header-anchor" href="#a-b" aria-hidden="true" tabindex="-1">#</a> A b</h2>' +
      '<p>text<span aria-hidden="true">hidden</span></p><script>var x = 1</script><style>p{}</style>'
    const records = extractRecords(html, page, [{ level: 2, text: 'A & b', slug: 'a-b' }])
    expect(records[1]).toMatchObject({ url: `${page.route}#a-b`, lvl1: 'A & b', content: 'text' })
    expect(extractRecords(html, page)[1].lvl1).toBe('A b')
  })

  it('caps long code blocks and long sections at a word boundary', () => {
    const code = 'x'.repeat(1000)
    const words = Array.from({ length: 600 }, (_, i) => `w${i}`).join(' ')
    const html = `<h2 id="c">C</h2><pre><code>${code}</code></pre><p>after</p><h2 id="d">D</h2><p>${words}</p>`
    const [, c, d] = extractRecords(html, page, [], { maxCodeChars: 50, maxSectionChars: 300 })
    expect(c.content).toBe(`${'x'.repeat(50)} after`)
    expect(d.content.length).toBeLessThanOrEqual(302)
    expect(d.content.endsWith(' …')).toBe(true)
    expect(d.content).toMatch(/^w0 w1 /)
  })

  it('keeps inline tags joined and block tags apart', () => {
    expect(htmlToText('<p>Job<b>s</b></p><p>next</p><td>a</td><td>b</td>')).toBe('Jobs next a b')
    expect(decodeEntities('&lt;a&gt; &#x41; &unknown; &nbsp;')).toBe('<a> A &unknown; \u00a0')
  })

  it('reads raw HTML left open (tags, quotes, comments) in linear time', () => {
    const started = performance.now()
    for (const open of ['<a ', '<a "', '<!--']) {
      const html = `<p>Before.</p><div>${open.repeat(100_000)}`
      expect(extractRecords(html, page, [])[0]!.content).toContain('Before.')
      expect(htmlToText(html)).toContain('Before.')
    }
    expect(htmlToText('a<!-- b --><i>c</i> <!-- d')).toBe('a c <!-- d')
    // A comment closed before one left open is still a comment.
    const closedThenOpen = extractRecords('<p>Be<!-- hidden -->fore.</p><div><!-- open', page, [])[0]!.content
    expect(closedThenOpen).toContain('Before.')
    expect(closedThenOpen).not.toContain('hidden')
    expect(performance.now() - started).toBeLessThan(2000)
  })
})
