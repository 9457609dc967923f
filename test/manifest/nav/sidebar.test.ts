import { describe, expect, it } from 'vitest'
import type { NavItem } from '../../../manifest/types'
import {
  activeTrail,
  canonicalizeNav,
  flattenSidebar,
  isItemActive,
  linkRoute,
  selectSidebar,
} from '../../../manifest/nav/sidebar'

const manual: NavItem[] = [
  {
    text: 'User Guide',
    children: [
      { text: 'Overview', link: '/manual/' },
      {
        text: 'Jobs',
        collapsible: true,
        children: [
          { text: 'Jobs', link: '/manual/jobs/' },
          { text: 'Options', link: '/manual/jobs/job-options' },
          { text: 'Remote values', link: '/manual/jobs/job-options#remote' },
        ],
      },
      { text: 'External', link: 'https://example.com/x' },
      { text: 'Nodes', link: '/manual/nodes' },
    ],
  },
]

describe('manifest/nav/sidebar', () => {
  it('picks the longest matching prefix', () => {
    const sidebars = { '/': [], '/manual/': manual, '/manual/jobs/': [{ text: 'J', link: '/manual/jobs/' }] }
    expect(selectSidebar(sidebars, '/manual/jobs/job-options')?.prefix).toBe('/manual/jobs/')
    expect(selectSidebar(sidebars, '/manual/nodes')?.prefix).toBe('/manual/')
    expect(selectSidebar(sidebars, '/manual')?.prefix).toBe('/manual/')
    expect(selectSidebar(sidebars, '/about/x')?.prefix).toBe('/')
  })

  it('returns undefined when no sidebar matches (the caller warns)', () => {
    expect(selectSidebar({ '/manual/': manual }, '/api/')).toBeUndefined()
  })

  it('accepts keys written without slashes', () => {
    expect(selectSidebar({ manual }, '/manual/nodes')?.items).toBe(manual)
  })

  it('flattens internal links in reading order without fragments or duplicates', () => {
    expect(flattenSidebar(manual)).toEqual(['/manual/', '/manual/jobs/', '/manual/jobs/job-options', '/manual/nodes'])
  })

  it('marks only the plain link active, not fragment links to the same page', () => {
    const jobs = manual[0]!.children![1]!.children!
    expect(isItemActive(jobs[1]!, '/manual/jobs/job-options')).toBe(true)
    expect(isItemActive(jobs[2]!, '/manual/jobs/job-options')).toBe(false)
    expect(isItemActive({ text: 'x', activeMatch: '^/manual/' }, '/manual/a')).toBe(true)
    expect(isItemActive({ text: 'x', activeMatch: '(' }, '/manual/a')).toBe(false)
  })

  it('finds the active trail from the top group to the item', () => {
    const trail = activeTrail(manual, '/manual/jobs/job-options').map((i) => i.text)
    expect(trail).toEqual(['User Guide', 'Jobs', 'Options'])
    expect(activeTrail(manual, '/nowhere')).toEqual([])
  })

  it('falls back to a fragment link when it is the only entry for the page', () => {
    const items: NavItem[] = [{ text: 'Section', link: '/a#b' }]
    expect(activeTrail(items, '/a').map((i) => i.text)).toEqual(['Section'])
  })

  it('canonicalizes internal links and keeps external ones', () => {
    const out = canonicalizeNav(
      [{ text: 'a', link: '/a.md#x', children: [{ text: 'b', link: 'https://e.com' }] }],
      (l) => (l.startsWith('/a.md') ? '/a#x' : undefined),
    )
    expect(out[0]!.link).toBe('/a#x')
    expect(out[0]!.children![0]!.link).toBe('https://e.com')
  })

  it('linkRoute strips fragments and ignores external URLs', () => {
    expect(linkRoute('/a/b#c')).toBe('/a/b')
    expect(linkRoute('mailto:x@y')).toBeUndefined()
    expect(linkRoute('//cdn.example/x')).toBeUndefined()
  })
})
