// Tests of manifest/markdown/create-markdown.ts: one factory, a fresh env per render.

import { describe, expect, it } from 'vitest'
import { createMarkdown } from '../../../manifest/markdown'

describe('manifest/markdown/create-markdown', () => {
  const md = createMarkdown({ vars: { v: '1' }, readFile: (p) => (p === 'inc.md' ? '## From include\n' : undefined) })

  it('returns html, a complete env and the heading title', () => {
    const result = md.render('# Title {{ $v }}\n\n[x](/y.md)\n', 'dir/page.md', 3)
    expect(result.headingTitle).toBe('Title 1')
    expect(result.env).toEqual({
      file: 'dir/page.md',
      headings: [{ level: 1, text: 'Title 1', slug: 'title-1', line: 3 }],
      links: [{ raw: '/y.md', line: 5, use: 'link', href: '/y.md', kind: 'unresolved' }],
      includes: [],
      widgets: [],
      diagnostics: [],
      codeLanguages: [],
      commercial: false,
      rawHtml: false,
    })
    expect(result.html).toContain('<h1 id="title-1"')
  })

  it('creates a new env for every render', () => {
    const a = md.render('!!!include(inc.md)!!!\n\n```json\n{}\n```\n', 'a.md')
    const b = md.render('plain\n', 'b.md')
    expect(a.env.includes).toEqual(['inc.md'])
    expect(a.env.codeLanguages).toEqual(['json'])
    expect(b.env.includes).toEqual([])
    expect(b.env.codeLanguages).toEqual([])
    expect(b.env.headings).toEqual([])
    expect(a.env).not.toBe(b.env)
  })

  it('defaults the first line to 1', () => {
    expect(md.render('\n# A\n', 'a.md').env.headings[0].line).toBe(2)
  })

  it('renders an empty page', () => {
    expect(md.render('', 'a.md')).toMatchObject({ html: '', headingTitle: undefined })
  })
})
