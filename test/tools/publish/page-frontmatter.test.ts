// A page's frontmatter as the build parses it for the page's shell: the pipeline's own parse, made
// once by the manifest build, only where its data survives JSON as it is; written so that no text
// in it can close its element.

import { describe, expect, it } from 'vitest'
import { buildManifest } from '../../../manifest/builder/build-manifest'
import { parseFrontmatter } from '../../../manifest/markdown/parse-frontmatter'
import { PAGE_FRONTMATTER_ID } from '../../../manifest/shell/page-manifest-element'
import { renderIndexHtml } from '../../../tools/publish/index-html'
import { shellFrontmatter } from '../../../tools/publish/page-frontmatter'
import { makeManifest } from '../../support/make-manifest'

const texts: Record<string, string> = {
  'a.md': '---\ntitle: A </script><b>\nnext: ./b.md\n---\n# A\n',
  'plain.md': '# Plain\n',
  'nan.md': '---\nweight: .nan\n---\n# NaN\n',
  'bad.md': '---\ntitle: [unclosed\n---\n# Bad\n',
}
const { published } = buildManifest({
  files: [
    ...Object.entries(texts).map(([path, text]) => ({ path, text, size: text.length, mtime: 0 })),
    // A page the build could not read.
    { path: 'missing.md', error: 'not valid UTF-8 text', size: 3, mtime: 0 },
  ],
  config: {},
  now: 0,
  publish: true,
})

/** The frontmatter the shell of `file` carries. */
function builtFrontmatter(file: string) {
  return shellFrontmatter(published.get(file)?.frontmatter)
}

describe('tools/publish/page-frontmatter', () => {
  it("gives the pipeline's parse of the YAML, with its findings", () => {
    const a = builtFrontmatter('a.md')!
    expect(a.yaml).toBe('title: A </script><b>\nnext: ./b.md\n')
    expect(a.parsed).toEqual(parseFrontmatter(a.yaml, 'a.md'))
    expect(a.parsed.data.title).toBe('A </script><b>')
    const bad = builtFrontmatter('bad.md')!
    expect(bad.parsed.data).toEqual({})
    expect(bad.parsed.diagnostics[0]).toMatchObject({ file: 'bad.md', severity: 'error', code: 'frontmatter' })
  })

  it('gives nothing for a page without frontmatter, one it cannot read, or data JSON would change', () => {
    expect(builtFrontmatter('plain.md')).toBeUndefined()
    expect(builtFrontmatter('missing.md')).toBeUndefined()
    expect(builtFrontmatter('nan.md')).toBeUndefined()
  })

  it("writes it in the page's shell so that nothing in it closes its element", () => {
    const manifest = makeManifest([{ route: '/a', file: 'a.md', title: 'A' }])
    const page = manifest.pages[0]!
    const frontmatter = builtFrontmatter('a.md')!
    const html = renderIndexHtml({
      manifest,
      entry: { js: '_app/main-X.js', firstPaint: { js: '_app/first-paint-F.js', preload: [] } },
      page,
      pageManifest: { route: '/a', hasSidebar: false, manifest, frontmatter },
    })
    const block = new RegExp(`<script type="application/json" id="${PAGE_FRONTMATTER_ID}">(.*?)</script>`).exec(html)
    expect(block).not.toBeNull()
    expect(JSON.parse(block![1]!)).toEqual(frontmatter)
  })
})
