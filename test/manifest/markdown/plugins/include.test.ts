// Tests of manifest/markdown/plugins/include.ts (`!!!include(path)!!!`).

import { describe, expect, it } from 'vitest'
import { createMarkdown } from '../../../../manifest/markdown'
import { resolveIncludePath } from '../../../../manifest/markdown/plugins/include'
import { describeFixtures } from '../../../harness/fixtures'
import { fixturePath, renderers, testOptions } from '../../../support/markdown-renderers'

describe('manifest/markdown/plugins/include', () => {
  describeFixtures(fixturePath('include'), renderers.plain)

  const md = createMarkdown(testOptions)

  it('lists included files once, in order of first use', () => {
    const { env } = md.render(
      '!!!include(parts/outer.md)!!!\n!!!include(parts/note.md)!!!\n!!!include(parts/inner.md)!!!\n',
      'p.md',
    )
    expect(env.includes).toEqual(['parts/outer.md', 'parts/inner.md', 'parts/note.md'])
  })

  it('reports a missing file at the page line of the directive', () => {
    const { env } = md.render('# T\n\ntext\n\n!!!include(nope.md)!!!\n', 'guide/p.md', 4)
    expect(env.diagnostics).toEqual([
      { file: 'guide/p.md', line: 8, severity: 'error', message: 'included file not found: nope.md', code: 'include' },
    ])
  })

  it('reports a nested problem in the included file, at its own line', () => {
    const { env } = md.render('!!!include(loop/a.md)!!!\n', 'p.md')
    expect(env.diagnostics).toHaveLength(1)
    expect(env.diagnostics[0]).toMatchObject({ file: 'loop/b.md', line: 2, code: 'include' })
    expect(env.diagnostics[0].message).toBe('include cycle: p.md → loop/a.md → loop/b.md → loop/a.md')
  })

  it('reports depth overflow with the configured limit', () => {
    const { env } = md.render('!!!include(deep/1.md)!!!\n', 'p.md')
    expect(env.diagnostics[0]).toMatchObject({ file: 'deep/2.md', line: 1 })
    expect(env.diagnostics[0].message).toContain('deeper than 2 levels')
    const roomy = createMarkdown({ ...testOptions, includeDepth: 8 })
    expect(roomy.render('!!!include(deep/1.md)!!!\n', 'p.md').env.diagnostics).toEqual([])
  })

  it('keeps page line numbers after multi-line included text', () => {
    const { env } = md.render('!!!include(parts/outer.md)!!!\n\n## After\n\n!!!include(heading.md)!!!\n', 'p.md')
    expect(env.headings).toEqual([
      { level: 2, text: 'After', slug: 'after', line: 3 },
      { level: 2, text: 'Included heading', slug: 'included-heading', line: 5 },
    ])
  })

  it('renders an error box when no file reader is configured', () => {
    const bare = createMarkdown({ vars: {} })
    const result = bare.render('!!!include(a.md)!!!\n', 'p.md')
    expect(result.html).toContain('class="docs-error"')
    expect(result.env.diagnostics[0].code).toBe('include')
  })

  it('resolves paths against the docs root, ./ and ../ against the including file when nested', () => {
    expect(resolveIncludePath('api/links.md', 'api/index.md', 0)).toBe('api/links.md')
    expect(resolveIncludePath('./links.md', 'api/index.md', 0)).toBe('links.md')
    expect(resolveIncludePath('./links.md', 'api/part.md', 1)).toBe('api/links.md')
    expect(resolveIncludePath('../x.md', 'api/part.md', 1)).toBe('x.md')
    expect(resolveIncludePath('links.md', 'api/part.md', 1)).toBe('links.md')
    expect(resolveIncludePath('../../x.md', 'api/part.md', 1)).toBeUndefined()
  })

  it('stops partials that include each other many times over, with one finding per refused include', () => {
    // Each level includes the next ten times: 10^7 copies of the last one within the depth limit.
    const files = new Map<string, string>()
    for (let level = 0; level < 7; level++) {
      files.set(`fan/${level}.md`, `Level ${level}\n\n${`!!!include(fan/${level + 1}.md)!!!\n`.repeat(10)}`)
    }
    files.set('fan/7.md', 'Leaf text.\n')
    const fan = createMarkdown({ vars: {}, readFile: (f) => files.get(f), includeDepth: 8 })
    const { html, env } = fan.render('# Page\n\n!!!include(fan/0.md)!!!\n', 'page.md')
    expect(html).toContain('Level 0')
    expect(html).toContain('includes expand too far')
    expect(html.length).toBeLessThan(10_000_000)
    const refused = env.diagnostics.filter((d) => d.message.startsWith('includes expand too far'))
    expect(refused.length).toBeGreaterThan(0)
    expect(refused.length).toBeLessThanOrEqual(20_000)
    expect(refused[0]).toMatchObject({ severity: 'error', code: 'include' })
  })
})
