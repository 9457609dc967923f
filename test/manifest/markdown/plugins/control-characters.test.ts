// Control characters: dropped from the rendered text (they show as nothing, and long runs of them
// stall the browser's layout), NUL shown as U+FFFD, and the builder warns at the first one.

import { describe, expect, it } from 'vitest'
import { createMarkdown } from '../../../../manifest/markdown'
import { controlCharacterDiagnostic } from '../../../../manifest/markdown/plugins/control-characters'

describe('control characters', () => {
  const md = createMarkdown({ vars: {}, readFile: (file) => (file === 'part.md' ? 'in\u0007cluded' : undefined) })

  it('are dropped from the text, also from included files; tabs and NUL keep their meaning', () => {
    const { html } = md.render('a\u0001b\u001b[31mc\u007fd\te\u0000f\n\n!!!include(part.md)!!!\n', 'p.md')
    expect(html).toContain('ab[31mcd\te\ufffdf')
    expect(html).toContain('included')
    expect(html).not.toMatch(/[\u0001-\u0008\u000b\u000e-\u001f\u007f]/)
  })

  it('are reported at the line of the first one', () => {
    expect(controlCharacterDiagnostic('p.md', '# T\n\nfine\nbad \u001b here\n\u0001')).toEqual({
      file: 'p.md',
      line: 4,
      severity: 'warning',
      message:
        'control character U+001B in the text (binary content or a bad copy and paste?); it is shown as � or not at all',
      code: 'content',
    })
    expect(controlCharacterDiagnostic('p.md', 'tab\tand\r\nform\ffeed')).toBeUndefined()
  })
})
