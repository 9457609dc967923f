// Inputs that could make the block scans quadratic or worse; each must stay fast and finish.

import { describe, expect, it } from 'vitest'
import { createMarkdown } from '../../../manifest/markdown'

describe('manifest/markdown/create-markdown pathological input', () => {
  const md = createMarkdown({ vars: { v: '1' }, readFile: () => undefined })
  const cases: Array<[string, string]> = [
    ['5000 unclosed hint boxes', ':::tip\ntext\n'.repeat(5000)],
    ['3000 unclosed tab groups', '::: tabs\n@tab A\n'.repeat(3000)],
    ['one group with 5000 panes', '::: tabs\n' + '@tab A\nx\n'.repeat(5000) + ':::\n'],
    ['20000 bare colon lines', ':::\n\n'.repeat(20000)],
    ['5000 missing includes', '!!!include(x.md)!!!\n'.repeat(5000)],
    ['an unterminated tag with 20000 attributes', '<a ' + 'b '.repeat(20000)],
    ['a component with 5000 attributes', '<VidStack ' + 'src="x" '.repeat(5000) + '/>'],
    ['10000 variables', '{{ $v }} {{ $nope }} '.repeat(10000)],
  ]
  for (const [name, src] of cases) {
    it(`${name} renders within seconds`, () => {
      const start = performance.now()
      const { html } = md.render(src, 'p.md')
      expect(html.length).toBeGreaterThan(0)
      // ~0.3 s on an idle machine; the bound only catches super-linear blow-ups
      expect(performance.now() - start).toBeLessThan(15_000)
    })
  }
})

describe('manifest/markdown/create-markdown raw HTML nesting', () => {
  const md = createMarkdown({ vars: {}, readFile: () => undefined })

  it('keeps ordinary nesting', () => {
    const html = '<div>'.repeat(40) + 'x' + '</div>'.repeat(40)
    const result = md.render(`${html}\n\nafter\n`, 'p.md')
    expect(result.html).toContain(html)
    expect(result.env.diagnostics).toEqual([])
  })

  it('leaves out raw HTML nested thousands deep, reports it once at its line, renders the rest', () => {
    const deep = '<div>'.repeat(50_000) + 'x' + '</div>'.repeat(50_000)
    const result = md.render(
      `# Title\n\nbefore\n\n${deep}\n\nafter\n\n<span><b>${'<i>'.repeat(300)}</b></span>\n`,
      'p.md',
      5,
    )
    expect(result.html).not.toContain('<div><div>')
    expect(result.html).toContain('<p>after</p>')
    expect(result.html).toContain('raw HTML nests more than 256 elements deep; it is left out')
    expect(result.env.diagnostics).toEqual([
      {
        file: 'p.md',
        line: 9,
        severity: 'error',
        message: 'raw HTML nests more than 256 elements deep; it is left out',
        code: 'html',
      },
    ])
  })
})
