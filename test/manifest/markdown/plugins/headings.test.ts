// Tests of manifest/markdown/slugify.ts and plugins/headings.ts (ids, outline, page title).

import { describe, expect, it } from 'vitest'
import { createMarkdown, slugify } from '../../../../manifest/markdown'
import { describeFixtures } from '../../../harness/fixtures'
import { fixturePath, renderers } from '../../../support/markdown-renderers'

describe('manifest/markdown/slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['2.0 Release', '_2-0-release'],
    ['3 steps', '_3-steps'],
    ['rundeck-config.properties', 'rundeck-config-properties'],
    ['Setting JAVA_HOME', 'setting-java-home'],
    ['  --Trim me--  ', 'trim-me'],
    ['a -- b', 'a-b'],
    ['Café crème', 'cafe-creme'],
    ['Größe', 'große'],
    // like VuePress, the id keeps NFKD's decomposed form of non-Latin letters
    ['日本語 ドキュメント', '日本語-ドキュメント'.normalize('NFKD')],
    ['“Quoted” ‘text’', 'quoted-text'],
    ['What? (really!)', 'what-really'],
    ['a\u0007b', 'ab'],
    ['ＡＢＣ full width', 'abc-full-width'],
    ['', ''],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug)
  })
})

describe('manifest/markdown/plugins/headings', () => {
  describeFixtures(fixturePath('headings'), renderers.plain)

  const md = createMarkdown({ vars: {} })

  it('collects the outline with levels, text, slugs and file lines', () => {
    const { env } = md.render('# Top\n\ntext\n\n## Sub `code` <b>x</b>\n\n## Sub code\n', 'p.md', 5)
    expect(env.headings).toEqual([
      { level: 1, text: 'Top', slug: 'top', line: 5 },
      { level: 2, text: 'Sub code x', slug: 'sub-code-x', line: 9 },
      { level: 2, text: 'Sub code', slug: 'sub-code', line: 11 },
    ])
  })

  it('de-duplicates like markdown-it-anchor: the first free -N, around headings that look like suffixes', () => {
    const src = ['# A', '## A', '## A-2', '## A', '## A', '## A-1 x', '### A'].join('\n\n')
    expect(md.render(src, 'p.md').env.headings.map((h) => h.slug)).toEqual([
      'a',
      'a-1',
      'a-2',
      'a-3',
      'a-4',
      'a-1-x',
      'a-5',
    ])
  })

  it('gives thousands of identical headings distinct ids, each suffix once', () => {
    const { env } = md.render('## Same\n\n'.repeat(3000), 'p.md')
    const slugs = env.headings.map((h) => h.slug)
    expect(new Set(slugs).size).toBe(3000)
    expect(slugs.at(-1)).toBe('same-2999')
  })

  it('starts de-duplication afresh on every render', () => {
    expect(md.render('# Same\n', 'a.md').env.headings[0].slug).toBe('same')
    expect(md.render('# Same\n', 'b.md').env.headings[0].slug).toBe('same')
  })

  it('takes the first H1 as title, else the first heading, else none', () => {
    expect(md.render('## Intro\n# Main\n', 'a.md').headingTitle).toBe('Main')
    expect(md.render('### Only\n', 'a.md').headingTitle).toBe('Only')
    expect(md.render('text only\n', 'a.md').headingTitle).toBeUndefined()
  })
})
