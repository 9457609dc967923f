// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import {
  cleanBase,
  decodeHash,
  inAppPath,
  isExternalHref,
  readBase,
  routerBasepath,
  withBase,
} from '../../../app/lib/base-path'
import { assetUrl } from '../../../app/lib/asset-url'
import { routeFromSplat, splatTarget, splitRouteHash } from '../../../app/lib/route-link'

describe('app/lib/base-path', () => {
  it('reads the base from the shell meta tag, defaulting to /docs/', () => {
    document.head.innerHTML = '<meta name="docs-base" content="/v5">'
    expect(readBase(document)).toBe('/v5/')
    document.head.innerHTML = ''
    expect(readBase(document)).toBe('/docs/')
  })
  it('normalises bases and the router basepath', () => {
    expect(cleanBase('docs')).toBe('/docs/')
    expect(cleanBase('/')).toBe('/')
    expect(routerBasepath('/docs/')).toBe('/docs')
    expect(routerBasepath('/')).toBe('/')
    expect(withBase('/docs/', '/manual/x.md')).toBe('/docs/manual/x.md')
  })
  it('maps same-origin URLs under the base to app paths with decoded hash', () => {
    expect(inAppPath('http://h/docs/a/b#s%C3%A9c', 'http://h', '/docs/')).toEqual({ path: '/a/b', hash: 'séc' })
    expect(inAppPath('/docs/', 'http://h', '/docs/')).toEqual({ path: '/' })
    expect(inAppPath('http://h/docs', 'http://h', '/docs/')).toEqual({ path: '/' })
  })
  it('leaves other origins, paths outside the base and other schemes alone', () => {
    expect(inAppPath('http://other/docs/a', 'http://h', '/docs/')).toBeUndefined()
    expect(inAppPath('http://h/blog/a', 'http://h', '/docs/')).toBeUndefined()
    expect(inAppPath('mailto:a@b', 'http://h', '/docs/')).toBeUndefined()
  })
  it('recognises external hrefs', () => {
    expect(isExternalHref('https://e.com/x', 'http://h')).toBe(true)
    expect(isExternalHref('mailto:a@b', 'http://h')).toBe(true)
    expect(isExternalHref('/docs/a', 'http://h')).toBe(false)
    expect(isExternalHref('http://h/docs/a', 'http://h')).toBe(false)
  })
  it('keeps a malformed fragment as written', () => {
    expect(decodeHash('%E0%A4%A')).toBe('%E0%A4%A')
  })
  it('puts site asset paths under the base and loads nothing from elsewhere', () => {
    expect(assetUrl('/docs/', '/assets/img/a.png')).toBe('/docs/assets/img/a.png')
    expect(assetUrl('/docs/', 'assets/img/a.png')).toBe('/docs/assets/img/a.png')
    // The site makes no request to another host, and a scheme is never an image source.
    for (const foreign of ['https://e.com/a.png', '//e.com/a.png', 'data:image/png;base64,AAAA', 'javascript:x']) {
      expect(assetUrl('/docs/', foreign), foreign).toBeUndefined()
    }
  })
})

describe('app/lib/route-link', () => {
  it('splits route and fragment', () => {
    expect(splitRouteHash('/a/b#c')).toEqual({ route: '/a/b', hash: 'c' })
    expect(splitRouteHash('/a/')).toEqual({ route: '/a/' })
    expect(splitRouteHash('/a#')).toEqual({ route: '/a' })
  })
  it('builds splat targets and reads them back', () => {
    expect(splatTarget('/a/b/', 'x')).toEqual({ to: '/$', params: { _splat: 'a/b/' }, hash: 'x' })
    expect(splatTarget('/')).toEqual({ to: '/$', params: { _splat: '' } })
    expect(routeFromSplat('a/b/')).toBe('/a/b/')
    expect(routeFromSplat(undefined)).toBe('/')
  })
})
