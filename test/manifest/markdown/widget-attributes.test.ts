// npm run check knows each widget's attributes: a missing or wrong one is reported at its line.

import { describe, expect, it } from 'vitest'
import { createMarkdown } from '../../../manifest/markdown'
import { checkWidgetAttributes, widgetDiagnostics } from '../../../manifest/markdown/widget-attributes'

const md = createMarkdown({ vars: {} })
const findings = (source: string) => widgetDiagnostics('page.md', md.render(source, 'page.md').env.widgets)

describe('widget attributes', () => {
  it('accepts what the corpus and docs-src write', () => {
    expect(checkWidgetAttributes('VidStack', { src: 'youtube/abc' })).toEqual([])
    expect(checkWidgetAttributes('PDF', { url: '/a.pdf', page: '1' })).toEqual([])
    expect(checkWidgetAttributes('rundeck-swagger-ui', { specFile: '/files/api.yml' })).toEqual([])
    expect(checkWidgetAttributes('DocVersions', {})).toEqual([])
    expect(checkWidgetAttributes('Catalog', { base: '/manual/', level: '2' })).toEqual([])
    expect(checkWidgetAttributes('Badge', { text: 'beta', type: 'warning' })).toEqual([])
  })

  it('reports a missing required attribute, a wrong value and an unknown name, each at its line', () => {
    const source = [
      '# Page',
      '',
      '<PDF page="1"/>',
      '',
      'text',
      '',
      '<PDF url="/a.pdf" page="two"/>',
      '',
      '<Catalog depth="2"/>',
      '',
    ].join('\n')
    const found = findings(source).map((d) => `${d.file}:${d.line}: ${d.severity}: ${d.message}`)
    expect(found).toEqual([
      'page.md:3: error: <PDF> needs a url="…" attribute',
      'page.md:7: error: <PDF> page="two": expected a number',
      'page.md:9: warning: <Catalog> has no attribute "depth" (known: base, level, index)',
    ])
  })

  it('checks enumerated values', () => {
    expect(checkWidgetAttributes('Catalog', { level: '9' })).toEqual([
      { severity: 'error', message: '<Catalog> level="9": expected one of 1, 2, 3' },
    ])
    expect(checkWidgetAttributes('DocVersions', { x: '1' })[0]?.message).toBe(
      '<DocVersions> has no attribute "x" (it takes none)',
    )
  })
})
