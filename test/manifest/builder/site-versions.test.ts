// The manifest's versions from the site config's: a site path resolved to a page of this site, an
// address of another host as written, a built version (the current one, an entry with src) linked
// to its home under the current version's base, and the build's own fields left out.
import { describe, expect, it } from 'vitest'
import { resolveVersions } from '../../../manifest/builder/site-versions'
import { createRouteResolver } from '../../../manifest/paths/route-resolver'

const pages = [
  { route: '/', file: 'index.md' },
  { route: '/guide/', file: 'guide/index.md' },
]
const resolver = createRouteResolver(pages, {})

describe('resolveVersions', () => {
  it('links built versions to their homes and keeps the build-only fields out of the manifest', () => {
    const { versions, diagnostics } = resolveVersions(
      [
        { text: '3', link: '', current: true },
        { text: '2', link: '', path: '2/', src: '/abs/docs-2', siteConfig: '/abs/site.json', vars: '/abs/vars.json' },
        { text: '1', link: 'https://old.example.com/1/' },
        { text: 'guide', link: 'guide/index.md' },
      ],
      'site.config.json',
      resolver,
    )
    expect(diagnostics).toEqual([])
    expect(versions).toEqual([
      { text: '3', link: '/', current: true },
      { text: '2', link: '/2/' },
      { text: '1', link: 'https://old.example.com/1/' },
      { text: 'guide', link: '/guide/' },
    ])
  })

  it('keeps a current version with a link resolving it as a page of this site, and reports one that reaches none', () => {
    const { versions, diagnostics } = resolveVersions(
      [
        { text: '3', link: '/', current: true },
        { text: '2', link: '/nowhere/' },
      ],
      'site.config.json',
      resolver,
    )
    expect(versions[0]).toEqual({ text: '3', link: '/', current: true })
    expect(diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining('versions: link /nowhere/ (2) reaches no page of this site'),
    ])
  })
})
