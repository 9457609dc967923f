import { describe, expect, it } from 'vitest'
import { resolveNav } from '../../../manifest/builder/nav'
import { fileToRoute } from '../../../manifest/paths/route-paths'
import { createRouteResolver } from '../../../manifest/paths/route-resolver'
import { generateSidebar, uncoveredFolders } from '../../../manifest/builder/sidebar-generate'
import { buildSiteNav } from '../../../manifest/builder/site-nav'

const titled: Record<string, { title: string; order?: number }> = {
  'history/index.md': { title: 'Release Notes' },
  'history/release-calendar.md': { title: 'Release Calendar' },
  'history/5_x/version-5.7.0.md': { title: '5.7.0 Release Notes' },
  'manual/jobs.md': { title: 'Jobs' },
  'manual/integrations/index.md': { title: 'Integrations' },
  'manual/integrations/servicenow.md': { title: 'ServiceNow' },
  'extra/index.md': { title: 'Extra Home' },
  'extra/zeta.md': { title: 'Zeta' },
  'extra/alpha.md': { title: 'Alpha' },
  'extra/first.md': { title: 'Zz First', order: 1 },
  'extra/sub/index.md': { title: 'Sub Folder', order: 2 },
  'extra/sub/b.md': { title: 'B page' },
  'extra/sub/a.md': { title: 'A page' },
  'extra/noindex/x.md': { title: 'X' },
}
const pages = Object.entries(titled).map(([file, v]) => ({
  file,
  route: fileToRoute(file),
  ...v,
}))
const resolver = createRouteResolver(pages, { '/manual/old-jobs': '/manual/jobs' })
const ctx = {
  resolver,
  titleOf: (route: string) => pages.find((p) => p.route === route)?.title,
  configFile: 'site.json',
  label: 'sidebar /history/',
}

describe('manifest/builder/nav resolveNav', () => {
  it('turns strings into page-titled items relative to the key', () => {
    const { items, diagnostics, stats } = resolveNav(
      ['', 'release-calendar.md', '5_x/version-5.7.0.md', '/manual/jobs'],
      '/history/',
      ctx,
    )
    expect(items).toEqual([
      { text: 'Release Notes', link: '/history/' },
      { text: 'Release Calendar', link: '/history/release-calendar' },
      { text: '5.7.0 Release Notes', link: '/history/5_x/version-5.7.0' },
      { text: 'Jobs', link: '/manual/jobs' },
    ])
    expect(diagnostics).toEqual([])
    expect(stats).toEqual({ links: 4, resolved: 4 })
  })

  it('resolves object links, keeps fragments, icons, flags and nests children', () => {
    const { items } = resolveNav(
      [
        {
          text: 'Guide',
          link: '/manual/integrations',
          icon: '/assets/img/i.png',
          collapsible: true,
          children: [
            'servicenow.md',
            { text: 'Jobs sec', link: '/docs/manual/jobs.html#sec' },
            { text: 'Old', link: '/manual/old-jobs' },
            { text: 'Ext', link: 'https://example.com' },
          ],
          prefix: '/manual/integrations/',
        },
      ],
      '/history/',
      { ...ctx, hasFile: (file) => file === 'assets/img/i.png' },
    )
    expect(items).toEqual([
      {
        text: 'Guide',
        link: '/manual/integrations/',
        icon: '/assets/img/i.png',
        collapsible: true,
        prefix: '/manual/integrations/',
        children: [
          { text: 'ServiceNow', link: '/manual/integrations/servicenow' },
          { text: 'Jobs sec', link: '/manual/jobs#sec' },
          { text: 'Old', link: '/manual/jobs' },
          { text: 'Ext', link: 'https://example.com' },
        ],
      },
    ])
  })

  it('leaves out an icon that cannot show (missing file, unknown name, other origin) and reports it', () => {
    const { items, diagnostics } = resolveNav(
      [
        { text: 'Missing', link: '/manual/jobs', icon: '/assets/img/none.png' },
        { text: 'Unknown', link: '/manual/jobs', icon: 'no-such-icon' },
        { text: 'Remote', link: '/manual/jobs', icon: 'https://icons.example.com/a.svg' },
        { text: 'Present', link: '/manual/jobs', icon: '/assets/img/i.png' },
      ],
      '/history/',
      { ...ctx, hasFile: (file) => file === 'assets/img/i.png' },
    )
    expect(items.map((item) => item.icon)).toEqual([undefined, undefined, undefined, '/assets/img/i.png'])
    expect(items.filter((item) => 'icon' in item).map((item) => item.text)).toEqual(['Present'])
    expect(diagnostics.map((d) => [d.file, d.code, d.message])).toEqual([
      [
        'site.json',
        'icon',
        'sidebar /history/: icon of "Missing" /assets/img/none.png is not a file in the docs folder',
      ],
      ['site.json', 'icon', expect.stringMatching(/icon of "Unknown" no-such-icon is not an icon name/)],
      ['site.json', 'icon', expect.stringMatching(/icon of "Remote" .* loads from another origin/)],
    ])
  })

  it('keeps unresolved links as written and warns', () => {
    const { items, diagnostics, stats } = resolveNav(['/nowhere.md', { text: 'Gone', link: '/gone' }], '/', {
      ...ctx,
      label: 'navbar',
    })
    expect(items).toEqual([
      { text: '/nowhere.md', link: '/nowhere.md' },
      { text: 'Gone', link: '/gone' },
    ])
    expect(stats).toEqual({ links: 2, resolved: 0 })
    expect(diagnostics).toHaveLength(2)
    expect(diagnostics[1]).toMatchObject({
      file: 'site.json',
      severity: 'warning',
      code: 'nav',
      message: 'navbar: link /gone reaches no page',
    })
  })
})

describe('manifest/builder/sidebar-generate', () => {
  it('finds top-level folders without a sidebar key', () => {
    expect(uncoveredFolders(pages, ['/', '/history/', '/manual/integrations/'])).toEqual(['/extra/'])
  })

  it('orders by order then title, index first, subfolders as groups', () => {
    expect(generateSidebar('/extra/', pages)).toEqual([
      { text: 'Extra Home', link: '/extra/' },
      { text: 'Zz First', link: '/extra/first' },
      {
        text: 'Sub Folder',
        link: '/extra/sub/',
        collapsible: true,
        children: [
          { text: 'A page', link: '/extra/sub/a' },
          { text: 'B page', link: '/extra/sub/b' },
        ],
      },
      { text: 'Alpha', link: '/extra/alpha' },
      { text: 'noindex', collapsible: true, children: [{ text: 'X', link: '/extra/noindex/x' }] },
      { text: 'Zeta', link: '/extra/zeta' },
    ])
  })

  it('buildSiteNav resolves configured trees and generates the rest', () => {
    const nav = buildSiteNav(
      {
        navbar: [{ text: 'G', children: ['/history/'] }],
        sidebars: { '/history/': ['', 'release-calendar.md'], '/manual/': ['jobs'] },
      },
      'site.json',
      pages,
      resolver,
    )
    expect(nav.navbar).toEqual([{ text: 'G', children: [{ text: 'Release Notes', link: '/history/' }] }])
    expect(Object.keys(nav.sidebars)).toEqual(['/history/', '/manual/', '/extra/'])
    expect(nav.sidebars['/manual/']).toEqual([{ text: 'Jobs', link: '/manual/jobs' }])
    expect(nav.stats).toEqual({ links: 4, resolved: 4 })
  })
})
