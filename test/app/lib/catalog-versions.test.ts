// What <Catalog/> lists and where the version menu links.

import { describe, expect, it } from 'vitest'
import type { PageEntry } from '../../../manifest/types'
import { catalogEntries, catalogFolder, folderOf } from '../../../app/lib/catalog'
import { versionHref, versionsNavItem } from '../../../app/lib/versions'
import { DEFAULT_UI_TEXT } from '../../../manifest/ui/ui-strings'

const page = (route: string, title: string, extra: Partial<PageEntry> = {}): PageEntry => ({
  route,
  title,
  file: route + '.md',
  hash: 'h',
  size: 1,
  ...extra,
})

const pages = [
  page('/manual/', 'Manual'),
  page('/manual/jobs/', 'Jobs'),
  page('/manual/jobs/options', 'Options'),
  page('/manual/jobs/notes/', 'Notes'),
  page('/manual/jobs/notes/deep', 'Deep'),
  page('/manual/nodes', 'Nodes'),
  page('/manual/alpha', 'Alpha'),
  page('/other', 'Other'),
]

describe('catalog', () => {
  it('finds the folder of a route and of an author-written base', () => {
    expect(folderOf('/manual/jobs/')).toBe('/manual/jobs/')
    expect(folderOf('/manual/jobs/options')).toBe('/manual/jobs/')
    expect(catalogFolder(undefined, '/manual/jobs/options')).toBe('/manual/jobs/')
    expect(catalogFolder('manual', '/x')).toBe('/manual/')
    expect(catalogFolder('/', '/x')).toBe('/')
  })

  it('lists direct children in sidebar order, then by title, without the folder index', () => {
    const sidebars = {
      '/manual/': [
        { text: 'Nodes', link: '/manual/nodes' },
        { text: 'Jobs', link: '/manual/jobs/' },
      ],
    }
    const list = catalogEntries(pages, sidebars, '/manual/', 1)
    expect(list.map((e) => e.page.route)).toEqual(['/manual/nodes', '/manual/jobs/', '/manual/alpha'])
    expect(list.every((e) => e.children.length === 0)).toBe(true)
  })

  it('nests subfolders down to the level asked', () => {
    const two = catalogEntries(pages, {}, '/manual/', 2)
    const jobs = two.find((e) => e.page.route === '/manual/jobs/')!
    expect(jobs.children.map((e) => e.page.route)).toEqual(['/manual/jobs/notes/', '/manual/jobs/options'])
    expect(jobs.children[0]!.children).toEqual([])
    const three = catalogEntries(pages, {}, '/manual/', 3)
    const notes = three.find((e) => e.page.route === '/manual/jobs/')!.children[0]!
    expect(notes.children.map((e) => e.page.route)).toEqual(['/manual/jobs/notes/deep'])
  })
})

describe('versions', () => {
  // As the build hands them over: site paths already resolved to routes.
  const versions = [
    { text: '5.16.0', link: '/', current: true },
    { text: '5.15.0', link: 'https://example.com/5.15.0/' },
    { text: 'notes', link: '/history/#5-15' },
    { text: 'bad', link: 'javascript:alert(1)' },
  ]

  it('links routes under the base and only safe addresses elsewhere', () => {
    expect(versionHref('/history/', '/docs/')).toBe('/docs/history/')
    expect(versionHref('/', '/')).toBe('/')
    expect(versionHref('https://example.com/5.15.0/', '/docs/')).toBe('https://example.com/5.15.0/')
    expect(versionHref('javascript:alert(1)', '/docs/')).toBeUndefined()
    expect(versionHref(' ', '/docs/')).toBeUndefined()
  })

  it('builds the navbar group: routes of this site stay routes, other hosts full addresses', () => {
    const item = versionsNavItem(versions, DEFAULT_UI_TEXT)!
    expect(item.text).toBe('5.16.0')
    expect(item.children).toEqual([
      { text: '5.16.0 (this version)', link: '/' },
      { text: '5.15.0', link: 'https://example.com/5.15.0/' },
      { text: 'notes', link: '/history/#5-15' },
    ])
    expect(versionsNavItem([], DEFAULT_UI_TEXT)).toBeUndefined()
  })
})
