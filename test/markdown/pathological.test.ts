// Inputs that could make the block scans quadratic or worse; each must stay fast and finish.

import { describe, expect, it } from 'vitest'
import { createMarkdown } from '../../manifest/markdown'

describe('markdown/pathological', () => {
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
