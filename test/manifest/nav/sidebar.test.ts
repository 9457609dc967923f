import { describe, expect, it } from 'vitest'
import { canonicalizeNav, linkRoute, selectSidebar } from '../../../manifest/nav/sidebar'
import { manual } from '../../support/manual-sidebar'

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
