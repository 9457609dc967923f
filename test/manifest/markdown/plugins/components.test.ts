// Tests of manifest/markdown/plugins/components.ts and widgets.ts (Vue components and bindings).

import { describe, expect, it } from 'vitest'
import { createMarkdown } from '../../../../manifest/markdown'
import { describeFixtures } from '../../../harness/fixtures'
import { fixturePath, renderers, testResolveUrl } from '../../../support/markdown-renderers'

describe('manifest/markdown/plugins/components', () => {
  describeFixtures(fixturePath('components'), renderers.resolving)

  const md = createMarkdown({ vars: { v: '1.2' }, resolveUrl: testResolveUrl })

  it('records every widget with its tag, attributes and page line', () => {
    const src =
      '# T\n\n<VidStack src="youtube/a1"/>\n\ntext <Badge text="x"/>\n\n<PDF\n  url="/f.pdf"\n  page="1"\n/>\n'
    const { env } = md.render(src, 'p.md', 3)
    expect(env.widgets).toEqual([
      { type: 'video', tag: 'VidStack', attrs: { src: 'youtube/a1' }, line: 5 },
      { type: 'badge', tag: 'Badge', attrs: { text: 'x' }, line: 7 },
      { type: 'pdf', tag: 'PDF', attrs: { url: '/f.pdf', page: '1' }, line: 9 },
    ])
  })

  it('records widget URLs as links', () => {
    const { env } = md.render('<PDF url="/files/a.pdf"/>\n', 'p.md')
    expect(env.links).toEqual([{ raw: '/files/a.pdf', line: 1, use: 'link', href: '/docs/files/a.pdf', kind: 'asset' }])
  })

  it('never lets a self-closing component swallow the following text', () => {
    for (const tag of ['<VidStack src="youtube/a"/>', '<Foo/>', '<x-y a="1"/>', '<DocVersions/>']) {
      const { html } = md.render(`${tag}\n\nAfter the tag.\n`, 'p.md')
      expect(html).not.toMatch(/\/>/)
      expect(html).toContain('<p>After the tag.</p>')
    }
  })

  it('warns about unknown components and unsupported bindings', () => {
    const { env } = md.render('<Mystery/>\n\n<a :href="go()">x</a>\n', 'p.md')
    expect(env.diagnostics.map((d) => [d.code, d.severity, d.line])).toEqual([
      ['component', 'warning', 1],
      ['component', 'warning', 3],
    ])
  })
})
