import { describe, expect, it } from 'vitest'
import { compactManifest, expandManifest } from '../../manifest/compact'
import { parseManifest } from '../../manifest/parse'
import type { Manifest } from '../../manifest/types'

const manifest: Manifest = {
  version: 1,
  contentHash: 'c',
  generated: 1,
  site: {
    title: '',
    base: '/docs/',
    lang: 'en-US',
    navbar: [{ text: 'Group', children: [{ text: 'Jobs', link: '/manual/jobs' }] }],
    sidebars: {
      '/manual/': [
        { text: 'Jobs', link: '/manual/jobs#intro' },
        { text: 'Custom label', link: '/manual/jobs' },
        { text: 'Jobs', link: '/manual/jobs', collapsible: true },
        { text: 'External', link: 'https://example.com' },
      ],
    },
    theme: { docsBranch: '4.0.x', docsDir: 'docs', darkmode: 'auto', lastUpdated: true },
    vars: {},
    redirects: {},
    notices: {},
    search: { mode: 'offline' },
    hosting: 'online',
    versions: [],
    collapseCodeLines: 40,
    apiExplorer: {},
    locale: 'en-US',
  },
  pages: [
    {
      route: '/manual/jobs',
      file: 'manual/jobs.md',
      title: 'Jobs',
      hash: 'a',
      size: 1,
      updated: 1_700_000_000_000,
      includes: ['x.md'],
    },
    { route: '/odd', file: 'other.md', title: 'Odd', hash: 'b', size: 2, order: 4, home: true },
  ],
  diagnostics: [],
}

describe('manifest/compact', () => {
  it('writes pages as columns and page-titled nav items as indexes', () => {
    const wire = compactManifest(manifest) as any
    expect(wire.pages).toEqual({
      file: ['manual/jobs.md', 'other.md'],
      title: ['Jobs', 'Odd'],
      hash: ['a', 'b'],
      size: [1, 2],
      updated: [1700000000, null],
      route: { 1: '/odd' },
      order: { 1: 4 },
      includes: { 0: ['x.md'] },
      home: [1],
    })
    expect(wire.site.navbar).toEqual([{ text: 'Group', children: [0] }])
    expect(wire.site.sidebars['/manual/']).toEqual([
      '/manual/jobs#intro',
      { text: 'Custom label', link: '/manual/jobs' },
      { text: 'Jobs', link: '/manual/jobs', collapsible: true },
      { text: 'External', link: 'https://example.com' },
    ])
    expect(manifest.pages[0].route).toBe('/manual/jobs')
  })

  it('round-trips through JSON and parseManifest', () => {
    const wire = JSON.parse(JSON.stringify(compactManifest(manifest)))
    expect(parseManifest(wire)).toEqual(manifest)
  })

  it('leaves full-form and malformed values to the guard', () => {
    expect(expandManifest(manifest)).toEqual(manifest)
    expect(expandManifest(null)).toBeNull()
    expect(() => parseManifest({ ...manifest, pages: [{ title: 'x' }] })).toThrow(/manifest\.pages\[0\]\.route/)
    const wire = compactManifest(manifest) as any
    wire.pages.title[1] = 7
    expect(() => parseManifest(wire)).toThrow(/manifest\.pages\[1\]\.title/)
  })
})
