// The site's link check: broken links and missing anchors, worked out again for a page whose
// links are the same objects as before only when an outline its anchors point into changed.

import { describe, expect, it } from 'vitest'
import { checkLinks, type CheckedPage } from '../../../manifest/builder/link-check'
import type { RenderedLink } from '../../../manifest/markdown/types'
import type { Heading } from '../../../manifest/types'

const outline = (...slugs: string[]): Heading[] => slugs.map((slug) => ({ level: 2, text: slug, slug }))
const link = (raw: string, kind: RenderedLink['kind'], route?: string, hash?: string): RenderedLink => ({
  href: raw,
  raw,
  kind,
  route,
  hash,
  line: 3,
  use: 'link',
})

describe('manifest/builder/link-check', () => {
  const links = [
    link('./b.md#setup', 'page', '/b', 'setup'),
    link('#top', 'anchor', undefined, 'top'),
    link('./gone.md', 'unresolved'),
    link('./b.md#setup', 'page', '/b', 'setup'),
  ]
  const a = (headings = outline('intro')): CheckedPage => ({ route: '/a', file: 'a.md', headings, links })
  const b = (headings: Heading[]): CheckedPage => ({ route: '/b', file: 'b.md', headings, links: [] })
  const messages = (pages: CheckedPage[]) => checkLinks(pages).map((d) => `${d.file}:${d.line} ${d.code} ${d.message}`)

  it('reports unresolved links and anchors no heading has, on the page and on others', () => {
    expect(messages([a(), b(outline('install'))])).toEqual([
      'a.md:3 anchor anchor #setup not found in /b: ./b.md#setup',
      'a.md:3 anchor anchor #top not found in /a: #top',
      'a.md:3 link link target not found: ./gone.md',
      'a.md:3 anchor anchor #setup not found in /b: ./b.md#setup',
    ])
  })

  it('checks a page again when an outline its anchors point into is new, though its links are not', () => {
    const own = outline('intro')
    expect(messages([a(own), b(outline('install'))])).toHaveLength(4)
    // The same link objects: /b now has the heading.
    expect(messages([a(own), b(outline('install', 'setup'))])).toEqual([
      'a.md:3 anchor anchor #top not found in /a: #top',
      'a.md:3 link link target not found: ./gone.md',
    ])
    // Its own outline gains the heading its anchor names.
    const withTop = outline('intro', 'top')
    expect(messages([a(withTop), b(outline('setup'))])).toEqual(['a.md:3 link link target not found: ./gone.md'])
    // The target page is gone: an anchor into no page is not the checker's finding (the link is).
    expect(messages([a(withTop)])).toEqual(['a.md:3 link link target not found: ./gone.md'])
    // The same page under another file name reports under that name.
    expect(checkLinks([{ ...a(withTop), file: 'moved.md' }]).map((d) => d.file)).toEqual(['moved.md'])
  })

  it('gives the same findings whether or not an earlier check saw the same links', () => {
    const pages = [a(outline('intro')), b(outline('install'))]
    const first = messages(pages)
    expect(messages(pages)).toEqual(first)
    expect(messages([{ ...pages[0]!, links: [...links] }, pages[1]!])).toEqual(first)
  })

  it('does not check anchors into a page the build rendered in part (its outline stops early)', () => {
    expect(
      messages([
        { ...a(), partial: true },
        { ...b(outline('install')), partial: true },
      ]),
    ).toEqual(['a.md:3 link link target not found: ./gone.md'])
    // Only the page rendered in part: anchors into the other one are still checked.
    expect(messages([a(), { ...b(outline('install')), partial: true }])).toEqual([
      'a.md:3 anchor anchor #top not found in /a: #top',
      'a.md:3 link link target not found: ./gone.md',
    ])
  })
})
