// A page's frontmatter as the build parses it for the page's shell: the pipeline's own parse of
// the file the site serves, only where its data survives JSON as it is; written so that no text
// in it can close its element.

import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseFrontmatter } from '../../../manifest/markdown/parse-frontmatter'
import { PAGE_FRONTMATTER_ID } from '../../../manifest/shell/page-manifest-element'
import { renderIndexHtml } from '../../../tools/publish/index-html'
import { builtFrontmatter } from '../../../tools/publish/page-frontmatter'
import { makeManifest } from '../../support/make-manifest'

describe('tools/publish/page-frontmatter', () => {
  let out: string
  beforeAll(async () => {
    out = await mkdtemp(path.join(os.tmpdir(), 'page-frontmatter-'))
    await writeFile(path.join(out, 'a.md'), '---\ntitle: A </script><b>\nnext: ./b.md\n---\n# A\n')
    await writeFile(path.join(out, 'plain.md'), '# Plain\n')
    await writeFile(path.join(out, 'nan.md'), '---\nweight: .nan\n---\n# NaN\n')
    await writeFile(path.join(out, 'bad.md'), '---\ntitle: [unclosed\n---\n# Bad\n')
  })
  afterAll(async () => {
    await rm(out, { recursive: true, force: true })
  })

  it("gives the pipeline's parse of the YAML, with its findings", () => {
    const a = builtFrontmatter(out, 'a.md')!
    expect(a.yaml).toBe('title: A </script><b>\nnext: ./b.md\n')
    expect(a.parsed).toEqual(parseFrontmatter(a.yaml, 'a.md'))
    expect(a.parsed.data.title).toBe('A </script><b>')
    const bad = builtFrontmatter(out, 'bad.md')!
    expect(bad.parsed.data).toEqual({})
    expect(bad.parsed.diagnostics[0]).toMatchObject({ file: 'bad.md', severity: 'error', code: 'frontmatter' })
  })

  it('gives nothing for a page without frontmatter, one it cannot read, or data JSON would change', () => {
    expect(builtFrontmatter(out, 'plain.md')).toBeUndefined()
    expect(builtFrontmatter(out, 'missing.md')).toBeUndefined()
    expect(builtFrontmatter(out, 'nan.md')).toBeUndefined()
  })

  it("writes it in the page's shell so that nothing in it closes its element", () => {
    const manifest = makeManifest([{ route: '/a', file: 'a.md', title: 'A' }])
    const page = manifest.pages[0]!
    const frontmatter = builtFrontmatter(out, 'a.md')!
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
