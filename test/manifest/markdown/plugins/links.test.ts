// Tests of manifest/markdown/plugins/links.ts (resolution and env.links records).

import { describe, expect, it } from 'vitest'
import { createMarkdown } from '../../../../manifest/markdown'
import { describeFixtures } from '../../../harness/fixtures'
import { fixturePath, renderers, testResolveUrl } from '../../../support/markdown-renderers'

describe('manifest/markdown/plugins/links', () => {
  describeFixtures(fixturePath('links'), renderers.resolving)

  it('records raw URL, page line, use and resolution of every link and image', () => {
    const calls: string[] = []
    const md = createMarkdown({
      vars: {},
      resolveUrl: (url, file, use) => {
        calls.push(`${file}:${use}:${url}`)
        return testResolveUrl(url, file, use)
      },
    })
    const src = 'Intro with\na [link](/a.md#x).\n\n![img](/i.png)\n\n<a href="b.md">b</a>\n'
    const { env } = md.render(src, 'guide/p.md', 10)
    expect(calls).toEqual(['guide/p.md:link:/a.md#x', 'guide/p.md:image:/i.png', 'guide/p.md:link:b.md'])
    expect(env.links).toEqual([
      { raw: '/a.md#x', line: 11, use: 'link', href: '/docs/a#x', kind: 'page', route: '/a', hash: 'x' },
      { raw: '/i.png', line: 13, use: 'image', href: '/docs/i.png', kind: 'asset' },
      { raw: 'b.md', line: 15, use: 'link', href: '/docs/b', kind: 'page', route: '/b', hash: undefined },
    ])
  })

  it('classifies links itself when no resolver is given, leaving hrefs unchanged', () => {
    const { html, env } = createMarkdown({ vars: {} }).render('[a](#x) [b](https://e.com) [c](/p.md)\n', 'p.md')
    expect(env.links.map((l) => l.kind)).toEqual(['anchor', 'external', 'unresolved'])
    expect(html).toContain('href="/p.md"')
  })
})
