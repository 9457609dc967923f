// Tests of manifest/markdown/plugins/code.ts and code-language.ts.

import { describe, expect, it } from 'vitest'
import {
  HIGHLIGHT_LANGUAGES,
  createMarkdown,
  fenceLanguages,
  normalizeCodeLanguage,
} from '../../../../manifest/markdown'
import { describeFixtures } from '../../../harness/fixtures'
import { fixturePath, renderers } from '../../../support/markdown-renderers'

describe('manifest/markdown/plugins/code', () => {
  describeFixtures(fixturePath('code'), renderers.plain)

  it('normalises info strings', () => {
    const cases: Array<[string, string | undefined]> = [
      ['json', 'json'],
      ['shell', 'bash'],
      ['sh', 'bash'],
      ['log', 'plaintext'],
      ['batch', 'dos'],
      ['yml', 'yaml'],
      ['Dockerfile', 'dockerfile'],
      ['js', 'javascript'],
      ['bash .numberLines', 'bash'],
      ['{.sh}', 'bash'],
      ['{groovy}', 'groovy'],
      ['{.bash .numberLines}', 'bash'],
      ['', undefined],
      ['rd plugins', undefined],
      ['{}', undefined],
    ]
    for (const [info, lang] of cases) expect(normalizeCodeLanguage(info), info).toBe(lang)
  })

  it('only returns names of the exported language list', () => {
    for (const info of ['sh', 'log', 'batch', 'yml', 'html', 'ps1', 'c', 'sql', 'properties', 'xml']) {
      expect(HIGHLIGHT_LANGUAGES).toContain(normalizeCodeLanguage(info))
    }
  })

  it('pre-scans fences in lists, quotes and tilde runs, without closers or inline code', () => {
    const src = [
      '```json',
      '{}',
      '```',
      '1. step',
      '   ```sh',
      '   ls',
      '   ```',
      '> ~~~~ yml',
      '> a: 1',
      '> ~~~~',
      '```rd plugins```',
      '```unknownlang',
      'x',
      '```',
    ].join('\n')
    expect(fenceLanguages(src)).toEqual(['json', 'bash', 'yaml'])
    expect(fenceLanguages('no fences here')).toEqual([])
  })

  it('records the languages a page uses and calls highlight with the normalised name', () => {
    const seen: string[] = []
    const md = createMarkdown({
      vars: {},
      highlight: (code, lang) => {
        seen.push(lang)
        return lang === 'json' ? `<b>${code.length}</b>` : undefined
      },
    })
    const { html, env } = md.render(
      '```json\n{}\n```\n\n```sh\nls\n```\n\n```sh\npwd\n```\n\n```\nplain\n```\n',
      'p.md',
    )
    expect(seen).toEqual(['json', 'bash', 'bash'])
    expect(env.codeLanguages).toEqual(['json', 'bash'])
    expect(html).toContain('<code class="hljs language-json"><b>3</b></code>')
    expect(html).toContain('<code class="hljs language-bash">ls\n</code>')
  })

  it('the pre-scan finds every language the renderer records', () => {
    const src = '- item\n\n  ~~~{.sh}\n  x\n  ~~~\n\n::: tabs\n@tab A\n```Dockerfile\nFROM a\n```\n:::\n'
    const { env } = createMarkdown({ vars: {} }).render(src, 'p.md')
    expect(fenceLanguages(src)).toEqual(env.codeLanguages)
  })
})
