// Tests of manifest/markdown/plugins/tabs.ts (`::: tabs` / `::: code-tabs` groups).

import { describe, expect, it } from 'vitest'
import { createMarkdown } from '../../../../manifest/markdown'
import { MAX_TABS } from '../../../../manifest/markdown/plugins/tabs'
import { describeFixtures } from '../../../harness/fixtures'
import { fixturePath, renderers } from '../../../support/markdown-renderers'

describe('manifest/markdown/plugins/tabs', () => {
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

  it(`shows the first ${MAX_TABS} panes of a larger group, with a note and a finding at the group's line`, () => {
    const titles = Array.from({ length: MAX_TABS + 50 }, (_, i) => `T${i}`)
    const inner = '::: code-tabs\n@tab Inner A\n@tab Inner B\n:::\n'
    const src = `intro\n\n:::: tabs\n${titles.map((t) => `@tab ${t}\n## H${t}\n${inner}`).join('')}::::\n\nafter\n`
    const { html, env } = md.render(src, 'many.md', 10)
    expect(html.match(/role="tab"/g)).toHaveLength(MAX_TABS + 2 * MAX_TABS)
    expect(html.match(/role="tabpanel"/g)).toHaveLength(MAX_TABS + 2 * MAX_TABS)
    expect(html).toContain(`>T${MAX_TABS - 1}</button>`)
    expect(html).not.toContain(`>T${MAX_TABS}</button>`)
    expect(env.headings.at(-1)?.text).toBe(`HT${MAX_TABS - 1}`)
    const message = `a tab group has ${MAX_TABS + 50} tabs; only the first ${MAX_TABS} are shown`
    expect(html).toMatch(
      new RegExp(`</div>\\n<p class="docs-error" role="note" data-error="tabs">${message}</p>\\n<p>after</p>`),
    )
    expect(env.diagnostics).toEqual([{ file: 'many.md', line: 12, severity: 'error', message, code: 'tabs' }])
  })

  it(`keeps a group of exactly ${MAX_TABS} panes whole, without a finding`, () => {
    const { html, env } = md.render(group(Array.from({ length: MAX_TABS }, (_, i) => `T${i}`)), 'a.md')
    expect(html.match(/role="tabpanel"/g)).toHaveLength(MAX_TABS)
    expect(env.diagnostics).toEqual([])
  })
})
