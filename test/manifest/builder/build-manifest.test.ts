import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildManifest } from '../../../manifest/builder/build-manifest'
import { parseManifest, parseManifestDetails } from '../../../manifest/parse'
import type { SiteConfigInput } from '../../../manifest/config/site-config-types'
import type { Manifest, ManifestDetails } from '../../../manifest/types'
import { readDocs } from '../../../tools/lib/read-docs'

const sites = path.resolve(__dirname, '../../fixtures/sites')

async function build(site: string, config: SiteConfigInput = {}, vars = {}) {
  const files = await readDocs(path.join(sites, site))
  return buildManifest({ files, config, vars, now: 1_700_000_000_000, configFile: 'site.json' })
}

const page = (m: Manifest, file: string) => {
  const found = m.pages.find((p) => p.file === file)
  if (!found) throw new Error(`no page ${file}`)
  return found
}
const diag = (m: Manifest | ManifestDetails, code: string) =>
  ('diagnostics' in m ? m.diagnostics : (m.linkDiagnostics ?? []))
    .filter((d) => d.code === code)
    .map((d) => `${d.file}:${d.line}: ${d.message}`)

describe('manifest/builder/build-manifest basic site', async () => {
  const config = (await import('../../fixtures/sites/basic/site.config.json')).default
  const { manifest, details } = await build('basic', config as SiteConfigInput, {
    product: 'Runbook',
  })

  it('passes its own guard and lists only markdown files as pages', () => {
    expect(parseManifest(JSON.parse(JSON.stringify(manifest)))).toEqual(manifest)
    expect(parseManifestDetails(JSON.parse(JSON.stringify(details)))).toEqual(details)
    expect(manifest.pages.map((p) => p.route)).toEqual([
      '/guide/',
      '/guide/jobs',
      '/guide/legacy',
      '/guide/options',
      '/',
    ])
  })

  it('builds compact page entries', () => {
    const options = page(manifest, 'guide/options.md')
    expect(options).toMatchObject({
      route: '/guide/options',
      title: 'Options for Runbook',
      order: 3,
      commercial: true,
      description: 'How options work',
    })
    expect(options.hash).toMatch(/^[0-9a-z]{1,11}$/)
    expect(options.size).toBeGreaterThan(50)
    expect(options.updated).toBeGreaterThan(0)
    expect(page(manifest, 'index.md')).toMatchObject({ title: 'Welcome', home: true, icon: 'home' })
    const jobs = page(manifest, 'guide/jobs.md')
    expect(jobs.title).toBe('Jobs')
    expect(Object.keys(jobs).sort()).toEqual(['file', 'hash', 'route', 'size', 'title', 'updated'])
  })

  it('merges vars (file overrides config) and normalises site data', () => {
    expect(manifest.site.vars).toEqual({ version: '1.0', product: 'Runbook' })
    expect(manifest.site).toMatchObject({
      title: 'Basic',
      base: '/docs/',
      lang: 'en-US',
      theme: { docsBranch: 'main', docsDir: 'docs', darkmode: 'auto', lastUpdated: true },
      search: { mode: 'offline' },
    })
  })

  it('builds redirects from config and frontmatter', () => {
    expect(manifest.site.redirects).toEqual({
      '/old/jobs': '/guide/jobs',
      '/guide/old-options': '/guide/options',
      '/guide/legacy': '/guide/jobs',
    })
    expect(diag(manifest, 'redirect')).toEqual([
      'site.json:1: redirect /old/gone.html → /nowhere.html: target is not a page',
    ])
  })

  it('resolves navbar and sidebars with page titles', () => {
    expect(manifest.site.navbar).toEqual([
      {
        text: 'Guide',
        children: [
          { text: 'Guide Overview', link: '/guide/' },
          { text: 'Options', link: '/guide/options' },
        ],
      },
    ])
    expect(manifest.site.sidebars['/guide/']).toEqual([
      { text: 'Guide Overview', link: '/guide/' },
      { text: 'Jobs', link: '/guide/jobs' },
      {
        text: 'More',
        collapsible: true,
        children: [
          { text: 'Options for Runbook', link: '/guide/options' },
          { text: 'Jobs', link: '/guide/jobs' },
        ],
      },
    ])
    expect(diag(manifest, 'nav')).toEqual([])
  })

  it('records headings with the renderer slugs and links in the details', () => {
    const jobs = details.pages.find((p) => p.file === 'guide/jobs.md')!
    expect(jobs.headings.map((h) => [h.level, h.slug])).toEqual([
      [1, 'jobs'],
      [2, 'running'],
      [2, 'running-1'],
    ])
    const guide = details.pages.find((p) => p.file === 'guide/index.md')!
    expect(guide.links.map((l) => [l.href, l.kind, l.route ?? null])).toEqual([
      ['./jobs.md', 'page', '/guide/jobs'],
      ['options.md#choosing-values', 'page', '/guide/options'],
      ['/', 'page', '/'],
      ['/docs/guide/options.html', 'page', '/guide/options'],
      ['/old/jobs.html#running', 'page', '/guide/jobs'],
      ['/guide/nowhere.md', 'unresolved', null],
      ['./jobs.md#no-such-heading', 'page', '/guide/jobs'],
      ['files/manual.pdf', 'asset', null],
    ])
    const options = details.pages.find((p) => p.file === 'guide/options.md')!
    expect(options.frontmatter).toMatchObject({ order: 3, redirectFrom: '/guide/old-options' })
  })

  it('reports dead links and missing anchors as warnings in the details', () => {
    expect(diag(manifest, 'link')).toEqual([])
    expect(diag(details, 'link')).toEqual(['guide/index.md:10: link target not found: /guide/nowhere.md'])
    expect(details.linkDiagnostics?.every((d) => d.severity === 'warning')).toBe(true)
    expect(diag(details, 'anchor')).toEqual([
      'guide/index.md:11: anchor #no-such-heading not found in /guide/jobs: ./jobs.md#no-such-heading',
    ])
    expect(manifest.diagnostics.every((d) => d.severity === 'warning')).toBe(true)
  })
})

describe('manifest/builder/build-manifest bad pages', async () => {
  const { manifest } = await build('bad-pages')
  const errors = manifest.diagnostics.filter((d) => d.severity === 'error')

  it('still builds an entry for every page', () => {
    expect(manifest.pages.map((p) => p.file)).toEqual([
      'cycle-a.md',
      'cycle-b.md',
      'deep-heading.md',
      'good.md',
      'invalid-yaml.md',
      'missing-include.md',
      'untitled.md',
      'wrong-types.md',
    ])
  })

  it('reports invalid YAML at its line and keeps the heading title', () => {
    const d = manifest.diagnostics.filter((x) => x.file === 'invalid-yaml.md')
    expect(d).toHaveLength(1)
    expect(d[0]).toMatchObject({ severity: 'error', code: 'frontmatter' })
    expect(d[0].line).toBeGreaterThanOrEqual(2)
    expect(d[0].line).toBeLessThanOrEqual(4)
    expect(page(manifest, 'invalid-yaml.md').title).toBe('Invalid YAML page')
  })

  it('reports wrong frontmatter types at the key line and ignores the values', () => {
    expect(diag(manifest, 'frontmatter').filter((d) => d.startsWith('wrong-types'))).toEqual([
      'wrong-types.md:2: frontmatter order must be a number, got string "high"',
      'wrong-types.md:3: frontmatter title must be a string, got number 42',
    ])
    expect(page(manifest, 'wrong-types.md')).toMatchObject({
      title: 'Wrong types heading',
      noSidebar: true,
    })
    expect(page(manifest, 'wrong-types.md').order).toBeUndefined()
  })

  it('reports include cycles and missing includes as errors', () => {
    const include = errors.filter((d) => d.code === 'include').map((d) => d.file)
    expect(include).toContain('cycle-a.md')
    expect(include).toContain('missing-include.md')
    expect(page(manifest, 'cycle-a.md').includes).toContain('cycle-b.md')
  })

  it('falls back to any heading, then to the file name with a warning', () => {
    expect(page(manifest, 'deep-heading.md').title).toBe('Third level first')
    expect(page(manifest, 'untitled.md').title).toBe('untitled')
    expect(diag(manifest, 'title')).toEqual([
      'untitled.md:1: page has no title (no frontmatter title, no heading); using "untitled"',
    ])
  })
})

describe('manifest/builder/build-manifest generated sidebars', async () => {
  const { manifest } = await build('generated')

  it('generates sidebars for uncovered folders, ordered by order then title', () => {
    expect(manifest.site.sidebars).toEqual({
      '/alpha/': [
        { text: 'Alpha Home', link: '/alpha/' },
        { text: 'Yankee first by order', link: '/alpha/first' },
        {
          text: 'Sub Group',
          link: '/alpha/sub/',
          collapsible: true,
          children: [{ text: 'Child', link: '/alpha/sub/child' }],
        },
        { text: 'Aardvark last by order', link: '/alpha/last' },
        { text: 'Bravo', link: '/alpha/bravo' },
        { text: 'Zulu', link: '/alpha/zulu' },
      ],
      '/beta/': [{ text: 'Beta Readme', link: '/beta/' }],
    })
  })
})
