import { describe, expect, it } from 'vitest'
import { ManifestError, parseManifest, parseManifestDetails } from '../../manifest/parse'
import type { Manifest } from '../../manifest/types'

function sample(): Manifest {
  return {
    version: 1,
    contentHash: 'abc',
    generated: 1700000000000,
    site: {
      title: 'Docs',
      base: '/docs/',
      lang: 'en-US',
      navbar: [{ text: 'Guide', children: [{ text: 'Jobs', link: '/manual/jobs' }] }],
      sidebars: { '/manual/': [{ text: 'Jobs', link: '/manual/jobs', collapsible: true }] },
      theme: { docsBranch: '4.0.x', docsDir: 'docs', darkmode: 'auto', lastUpdated: true },
      vars: { apiVersion: '48' },
      redirects: { '/old': '/manual/jobs' },
      notices: {},
      search: { mode: 'offline' },
      hosting: 'online',
      versions: [],
      collapseCodeLines: 40,
      apiExplorer: {},
      locale: 'en-US',
    },
    pages: [
      { route: '/manual/jobs', file: 'manual/jobs.md', title: 'Jobs', hash: 'h1', size: 10 },
      {
        route: '/',
        file: 'index.md',
        title: 'Home',
        hash: 'h2',
        size: 3,
        home: true,
        icon: 'home',
        order: 2,
        includes: ['a.md'],
      },
    ],
    diagnostics: [{ file: 'a.md', line: 2, severity: 'warning', message: 'x', code: 'title' }],
  }
}

function errorPath(value: unknown): string | undefined {
  try {
    parseManifest(value)
  } catch (error) {
    if (error instanceof ManifestError) return error.path
    throw error
  }
  return undefined
}

describe('manifest/parse', () => {
  it('accepts a valid manifest and returns it', () => {
    const m = sample()
    expect(parseManifest(JSON.parse(JSON.stringify(m)))).toEqual(m)
  })

  it('rejects non-objects and other versions', () => {
    expect(errorPath(null)).toBe('manifest')
    expect(errorPath('x')).toBe('manifest')
    expect(errorPath({ ...sample(), version: 2 })).toBe('manifest.version')
    expect(() => parseManifest({ ...sample(), version: 2 })).toThrow(/unsupported version 2/)
  })

  it('names the bad field', () => {
    const m = sample() as unknown as Record<string, any>
    m.pages[1].title = 42
    expect(errorPath(m)).toBe('manifest.pages[1].title')

    const n = sample() as unknown as Record<string, any>
    n.site.sidebars['/manual/'][0].collapsible = 'yes'
    expect(errorPath(n)).toBe('manifest.site.sidebars./manual/[0].collapsible')

    const o = sample() as unknown as Record<string, any>
    o.site.navbar[0].children[0].text = undefined
    expect(errorPath(o)).toBe('manifest.site.navbar[0].children[0].text')

    const p = sample() as unknown as Record<string, any>
    p.site.theme.darkmode = 'night'
    expect(errorPath(p)).toBe('manifest.site.theme.darkmode')

    const q = sample() as unknown as Record<string, any>
    q.diagnostics[0].severity = 'info'
    expect(errorPath(q)).toBe('manifest.diagnostics[0].severity')

    const s = sample() as unknown as Record<string, any>
    s.pages[0].size = Number.NaN
    expect(errorPath(s)).toBe('manifest.pages[0].size')

    const t = sample() as unknown as Record<string, any>
    t.site.vars.apiVersion = 48
    expect(errorPath(t)).toBe('manifest.site.vars.apiVersion')

    const u = sample() as unknown as Record<string, any>
    delete u.pages
    expect(errorPath(u)).toBe('manifest.pages')
  })

  it('checks the details file', () => {
    const details = {
      version: 1,
      contentHash: 'abc',
      pages: [
        {
          route: '/',
          file: 'index.md',
          headings: [{ level: 1, text: 'Home', slug: 'home', line: 1 }],
          frontmatter: { home: true },
          links: [{ href: '/a.md', line: 3, kind: 'page', route: '/a' }],
        },
      ],
    }
    expect(parseManifestDetails(details)).toStrictEqual(details)
    details.pages[0].links[0].kind = 'weird'
    expect(() => parseManifestDetails(details)).toThrow(/details\.pages\[0\]\.links\[0\]\.kind/)
  })
})
