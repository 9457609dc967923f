import { describe, expect, it } from 'vitest'
import { editLink } from '../../../app/lib/edit-link'
import { tocHeadings } from '../../../app/lib/toc'
import { tocDepth } from '../../../app/lib/toc-depth'
import { isSelectKey, nextTabIndex, readTabStore, writeTabStore } from '../../../app/lib/tab-keys'
import { classifySwipe } from '../../../app/lib/swipe'
import { clampProgress, PROGRESS_CEILING, PROGRESS_MINIMUM, trickle } from '../../../app/lib/progress'
import { homeData } from '../../../app/lib/home-data'

describe('app/lib/edit-link', () => {
  const theme = { docsRepo: 'owner/docs', docsBranch: '4.0.x', docsDir: 'docs' }
  it('builds a GitHub edit URL from repo, branch and dir', () => {
    expect(editLink(theme, 'manual/jobs.md')).toBe('https://github.com/owner/docs/edit/4.0.x/docs/manual/jobs.md')
  })
  it('uses editLinkPattern when set', () => {
    expect(editLink({ ...theme, editLinkPattern: ':repo/-/edit/:branch/:path' }, 'a.md')).toBe(
      'https://github.com/owner/docs/-/edit/4.0.x/docs/a.md',
    )
  })
  it('has no link without a repository', () => {
    expect(editLink({ docsBranch: 'main', docsDir: '' }, 'a.md')).toBeUndefined()
  })
})

describe('app/lib/toc', () => {
  const headings = [1, 2, 3, 4, 2].map((level, i) => ({ level, text: `h${i}`, slug: `h${i}` }))
  it('shows level 2 by default and honours headerDepth up to 6', () => {
    expect(tocHeadings(headings, tocDepth({})).map((h) => h.slug)).toEqual(['h1', 'h4'])
    expect(tocHeadings(headings, tocDepth({ headerDepth: 3 })).map((h) => h.slug)).toEqual(['h1', 'h2', 'h4'])
    expect(tocDepth({ headerDepth: 9 })).toBe(6)
    expect(tocDepth({ sidebarDepth: 1 })).toBe(2)
    expect(tocDepth({ toc: false })).toBe(0)
  })
})

describe('app/lib/tab-keys', () => {
  it('arrow keys wrap around', () => {
    expect(nextTabIndex(2, 3, 'ArrowRight')).toBe(0)
    expect(nextTabIndex(0, 3, 'ArrowLeft')).toBe(2)
    expect(nextTabIndex(1, 3, 'Home')).toBe(0)
    expect(nextTabIndex(1, 3, 'End')).toBe(2)
    expect(nextTabIndex(1, 3, 'a')).toBeUndefined()
  })
  it('Enter and Space select', () => {
    expect(isSelectKey('Enter')).toBe(true)
    expect(isSelectKey(' ')).toBe(true)
    expect(isSelectKey('Tab')).toBe(false)
  })
  it('reads and writes the store, tolerating junk', () => {
    expect(readTabStore('not json')).toEqual({})
    expect(readTabStore('[1]')).toEqual({})
    expect(readTabStore('{"g":"Deb","n":1}')).toEqual({ g: 'Deb' })
    expect(writeTabStore({ g: 'Deb' }, 'h', 'Rpm')).toEqual({ g: 'Deb', h: 'Rpm' })
  })
})

describe('app/lib/swipe', () => {
  it('opens on a rightward swipe starting near the left edge', () => {
    expect(classifySwipe({ x: 20, y: 100 }, { x: 120, y: 110 })).toBe('open')
    expect(classifySwipe({ x: 200, y: 100 }, { x: 300, y: 110 })).toBeUndefined()
  })
  it('closes on a leftward swipe; ignores short or steep moves', () => {
    expect(classifySwipe({ x: 300, y: 100 }, { x: 200, y: 100 })).toBe('close')
    expect(classifySwipe({ x: 20, y: 100 }, { x: 50, y: 100 })).toBeUndefined()
    expect(classifySwipe({ x: 20, y: 100 }, { x: 100, y: 160 })).toBeUndefined()
  })
})

describe('app/lib/progress', () => {
  it('starts at the minimum and never passes the ceiling', () => {
    expect(clampProgress(0)).toBe(PROGRESS_MINIMUM)
    expect(trickle(0, 0)).toBe(PROGRESS_MINIMUM)
    expect(trickle(0.5, 1)).toBeCloseTo(0.52)
    expect(trickle(0.99, 1)).toBe(PROGRESS_CEILING)
  })
})

describe('app/lib/home-data', () => {
  it('reads hero, actions, features and highlights and skips malformed entries', () => {
    const data = homeData(
      {
        tagline: 'T',
        actions: [{ text: 'Go', link: '/a' }, { text: 'Two', link: '/b' }, { text: 'no link' }],
        features: [{ title: 'F', icon: 'book' }, 'junk'],
        highlights: [{ header: 'H', features: [{ title: 'x', link: '/x' }] }, { nope: 1 }],
      },
      'Site',
    )
    expect(data.heroText).toBe('Site')
    expect(data.actions.map((a) => a.type)).toEqual(['primary', 'secondary'])
    expect(data.features).toHaveLength(1)
    expect(data.highlights[0]!.features[0]!.link).toBe('/x')
    expect(data.highlights).toHaveLength(1)
  })
})

import { nextNavbarState } from '../../../app/lib/navbar-hide'

describe('app/lib/navbar-hide', () => {
  const start = { hidden: false, anchor: 0, last: 0 }
  it('stays visible near the top and until 200 px of downward travel', () => {
    expect(nextNavbarState(start, 50).hidden).toBe(false)
    const s1 = nextNavbarState(start, 150)
    expect(s1.hidden).toBe(false)
    expect(nextNavbarState(s1, 210).hidden).toBe(true)
  })
  it('shows again on any upward scroll and re-anchors there', () => {
    const hidden = { hidden: true, anchor: 0, last: 900 }
    const up = nextNavbarState(hidden, 880)
    expect(up).toEqual({ hidden: false, anchor: 880, last: 880 })
    expect(nextNavbarState(up, 1000).hidden).toBe(false)
    expect(nextNavbarState(up, 1080).hidden).toBe(true)
  })
})
