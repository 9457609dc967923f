// Tests of manifest/markdown/plugins/tabs.ts (`::: tabs` / `::: code-tabs` groups).

import { describe, expect, it } from 'vitest'
import { createMarkdown } from '../../manifest/markdown'
import { describeFixtures } from '../harness/fixtures'
import { fixturePath, renderers } from './renderers'

describe('markdown/plugins/tabs', () => {
  describeFixtures(fixturePath('tabs'), renderers.plain)

  const md = createMarkdown({ vars: {} })
  const group = (titles: string[]) => `::: tabs\n${titles.map((t) => `@tab ${t}\nx\n`).join('')}:::\n`
  const groupId = (html: string) => /data-tabs-id="([^"]+)"/.exec(html)?.[1]

  it('derives the same group id from the same titles and different ids from different titles', () => {
    const a = groupId(md.render(group(['Docker', 'Deb']), 'a.md').html)
    const b = groupId(md.render(group(['Docker', 'Deb']), 'b/c.md').html)
    const c = groupId(md.render(group(['Deb', 'Docker']), 'a.md').html)
    expect(a).toMatch(/^auto-[0-9a-f]{8}$/)
    expect(a).toBe(b)
    expect(c).not.toBe(a)
  })

  it('numbers element ids per render, so every page starts again at 1', () => {
    const first = md.render(group(['A']) + '\n' + group(['B']), 'a.md').html
    expect(first).toContain('id="docs-tab-2-0"')
    expect(md.render(group(['A']), 'b.md').html).toContain('id="docs-tab-1-0"')
  })

  it('drops headings written before the first tab from the outline too', () => {
    const { env } = md.render('::: tabs\n## Hidden\n@tab A\n## Shown\n:::\n', 'a.md')
    expect(env.headings.map((h) => h.text)).toEqual(['Shown'])
  })
})
