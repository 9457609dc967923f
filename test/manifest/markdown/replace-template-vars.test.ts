// Tests of manifest/markdown/replace-template-vars.ts and its plugin (`{{ $name }}` substitution).

import { describe, expect, it } from 'vitest'
import { createMarkdown, replaceTemplateVars } from '../../../manifest/markdown'
import { describeFixtures } from '../../harness/fixtures'
import { fixturePath, renderers } from '../../support/markdown-renderers'

describe('manifest/markdown/replace-template-vars', () => {
  describeFixtures(fixturePath('template-vars'), renderers.plain)

  it('replaces both spellings and the encoded form, leaving unknown names', () => {
    const vars = { a: '1', b: 'two' }
    expect(replaceTemplateVars('{{$a}} {{ $b }} %7B%7B$a%7D%7D %7b%7b$b%7d%7d {{ $c }} {{ a }}', vars)).toBe(
      '1 two 1 two {{ $c }} {{ a }}',
    )
  })

  it('never adds lines', () => {
    expect(replaceTemplateVars('x {{ $a }} y', { a: 'multi\nline' })).toBe('x multi line y')
  })

  it('ignores inherited object keys', () => {
    expect(replaceTemplateVars('{{ $constructor }}', {})).toBe('{{ $constructor }}')
  })

  it('gives the substituted first heading as title', () => {
    const md = createMarkdown({ vars: { apiVersion: '48' } })
    expect(md.render('# API Reference | Version {{ $apiVersion }}\n', 'api/index.md').headingTitle).toBe(
      'API Reference | Version 48',
    )
  })
})
