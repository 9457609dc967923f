// Tests of manifest/markdown/frontmatter.ts and parse-frontmatter.ts.

import { describe, expect, it } from 'vitest'
import { splitFrontmatter } from '../../../manifest/markdown'
import { parseFrontmatter } from '../../../manifest/markdown/parse-frontmatter'

describe('manifest/markdown/frontmatter', () => {
  it('splits a leading YAML block and reports where the body starts', () => {
    expect(splitFrontmatter('---\ntitle: A\n---\n# A\n')).toEqual({ yaml: 'title: A\n', body: '# A\n', bodyLine: 4 })
  })

  it('allows a blank first YAML line and CRLF line ends', () => {
    expect(splitFrontmatter('---\n\ntitle: A\n---\nbody')).toEqual({ yaml: '\ntitle: A\n', body: 'body', bodyLine: 5 })
    expect(splitFrontmatter('---\r\nx: 1\r\n---\r\nbody\r\n')).toEqual({
      yaml: 'x: 1\r\n',
      body: 'body\r\n',
      bodyLine: 4,
    })
  })

  it('handles an empty block and a block ending the file', () => {
    expect(splitFrontmatter('---\n---\ntext')).toEqual({ yaml: '', body: 'text', bodyLine: 3 })
    expect(splitFrontmatter('---\na: 1\n---')).toEqual({ yaml: 'a: 1\n', body: '', bodyLine: 4 })
  })

  it('finds no frontmatter without an opening or closing fence', () => {
    expect(splitFrontmatter('# Title\n---\n')).toEqual({ yaml: null, body: '# Title\n---\n', bodyLine: 1 })
    expect(splitFrontmatter('---\ntitle: A\nno end\n')).toEqual({
      yaml: null,
      body: '---\ntitle: A\nno end\n',
      bodyLine: 1,
    })
    expect(splitFrontmatter(' ---\na: 1\n---\n').yaml).toBeNull()
  })
})

describe('manifest/markdown/parse-frontmatter', () => {
  it('parses a mapping and drops keys commented out with //', () => {
    const { data, diagnostics } = parseFrontmatter(
      'title: "A: B"\norder: 100\n//heroImage: x.png\n// tagline: y\nfeed:\n  description: d\n',
      'a.md',
    )
    expect(data).toEqual({ title: 'A: B', order: 100, feed: { description: 'd' } })
    expect(diagnostics).toEqual([])
  })

  it('keeps dates as written and tolerates an empty block', () => {
    expect(parseFrontmatter('date: 2023-01-02\n', 'a.md').data).toEqual({ date: '2023-01-02' })
    expect(parseFrontmatter('', 'a.md')).toEqual({ data: {}, diagnostics: [] })
    expect(parseFrontmatter('\n', 'a.md')).toEqual({ data: {}, diagnostics: [] })
  })

  it('reports invalid YAML at its file line with empty data', () => {
    const { data, diagnostics } = parseFrontmatter('title: ok\nlist: [a, b\nother: 1\n', 'x/y.md')
    expect(data).toEqual({})
    expect(diagnostics.length).toBeGreaterThan(0)
    expect(diagnostics[0]).toMatchObject({ file: 'x/y.md', severity: 'error', code: 'frontmatter' })
    expect(diagnostics[0].line).toBeGreaterThanOrEqual(3)
    expect(diagnostics[0].line).toBeLessThanOrEqual(5)
  })

  it('reports the file line of a duplicate key', () => {
    const { diagnostics } = parseFrontmatter('a: 1\nb: 2\na: 3\n', 'p.md')
    expect(diagnostics).toHaveLength(1)
    expect(diagnostics[0].line).toBe(4)
  })

  it('reports a top level that is not a mapping', () => {
    for (const yaml of ['- a\n- b\n', 'just text\n']) {
      const { data, diagnostics } = parseFrontmatter(yaml, 'p.md')
      expect(data).toEqual({})
      expect(diagnostics).toEqual([
        {
          file: 'p.md',
          line: 2,
          severity: 'error',
          message: 'frontmatter must be a mapping of keys to values',
          code: 'frontmatter',
        },
      ])
    }
  })

  describe('hostile frontmatter becomes a finding for its page, never a thrown error', () => {
    const laughs = () => {
      const lines = ['a: &a [x, x, x, x, x, x, x, x, x]']
      let prev = 'a'
      for (const name of 'bcdefghi') {
        lines.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(', ')}]`)
        prev = name
      }
      return `${lines.join('\n')}\ntitle: Laughs\n`
    }

    it('refuses aliases that expand without bound (billion laughs)', () => {
      const { data, diagnostics } = parseFrontmatter(laughs(), 'laughs.md')
      expect(data).toEqual({})
      expect(diagnostics).toHaveLength(1)
      expect(diagnostics[0]).toMatchObject({ file: 'laughs.md', line: 2, severity: 'error', code: 'frontmatter' })
      expect(diagnostics[0].message).toMatch(/^frontmatter YAML could not be read: .*alias/i)
    })

    it('refuses values nested too deep, and nesting the parser cannot follow', () => {
      const deep = `x: ${'['.repeat(40)}1${']'.repeat(40)}\n`
      expect(parseFrontmatter(deep, 'deep.md').diagnostics[0]?.message).toBe(
        'frontmatter values nest more than 32 levels deep',
      )
      const deeper = `x: ${'['.repeat(20000)}${']'.repeat(20000)}\n`
      const result = parseFrontmatter(deeper, 'deeper.md')
      expect(result.data).toEqual({})
      expect(result.diagnostics[0]).toMatchObject({ severity: 'error', code: 'frontmatter' })
    })

    it('refuses frontmatter over 64 KB without parsing it', () => {
      const big = `title: Big\nnote: "${'x'.repeat(70 * 1024)}"\n`
      expect(parseFrontmatter(big, 'big.md').diagnostics[0]?.message).toBe(
        'frontmatter is 71 KB; at most 64 KB is read',
      )
    })

    it('still reads ordinary aliases', () => {
      expect(parseFrontmatter('base: &b {a: 1}\ncopy: *b\n', 'ok.md')).toEqual({
        data: { base: { a: 1 }, copy: { a: 1 } },
        diagnostics: [],
      })
    })
  })
})
