import { describe, expect, it } from 'vitest'
import {
  createRouteResolver,
  createUrlResolver,
  fileToRoute,
  joinPath,
  normalizeBase,
  routeToUrl,
  stripBase,
  toRouteKey,
} from '../../../manifest/paths/index'

const files = [
  'index.md',
  'manual/index.md',
  'manual/jobs.md',
  'manual/jobs/index.md',
  'manual/jobs/job-options.md',
  'manual/integrations/index.md',
  'manual/calendars.md',
  'history/cves/index.md',
  'history/CVEs/log4j.md',
  'history/5_x/version-5.7.0.md',
  'guide/README.md',
  'dup/a.md',
  'DUP/A.md',
]
const pages = files.map((file) => ({ file, route: fileToRoute(file) }))
const redirects = {
  '/manual/04-jobs': '/manual/jobs/',
  '/old/place/': '/manual/calendars',
}
const resolver = createRouteResolver(pages, redirects)
const r = (href: string, from?: string) => resolver.resolve(href, from)

describe('manifest/paths/index fileToRoute', () => {
  it('maps index and README files to folder routes', () => {
    expect(fileToRoute('index.md')).toBe('/')
    expect(fileToRoute('a/index.md')).toBe('/a/')
    expect(fileToRoute('a/README.md')).toBe('/a/')
    expect(fileToRoute('a/b.md')).toBe('/a/b')
    expect(fileToRoute('a/b/c.md')).toBe('/a/b/c')
  })
})

describe('manifest/paths/index base helpers', () => {
  it('normalizes bases', () => {
    expect(normalizeBase('/docs')).toBe('/docs/')
    expect(normalizeBase('docs/')).toBe('/docs/')
    expect(normalizeBase('/')).toBe('/')
    expect(normalizeBase('')).toBe('/')
  })
  it('maps routes to URLs and back', () => {
    expect(routeToUrl('/manual/jobs', '/docs/')).toBe('/docs/manual/jobs')
    expect(routeToUrl('/', '/docs/')).toBe('/docs/')
    expect(stripBase('/docs/manual/jobs', '/docs/')).toBe('/manual/jobs')
    expect(stripBase('/docs', '/docs/')).toBe('/')
    expect(stripBase('/docs/', '/docs/')).toBe('/')
    expect(stripBase('/other/x', '/docs/')).toBeUndefined()
    expect(stripBase('/x', '/')).toBe('/x')
  })
  it('joins relative paths', () => {
    expect(joinPath('manual/jobs/', '../nodes.md')).toBe('manual/nodes.md')
    expect(joinPath('manual/', './a/./b.md')).toBe('manual/a/b.md')
    expect(joinPath('manual/jobs/', '..')).toBe('manual/')
    expect(joinPath('', '../../x.md')).toBe('x.md')
  })
  it('normalizes redirect keys', () => {
    expect(toRouteKey('/manual/04-jobs.html')).toBe('/manual/04-jobs')
    expect(toRouteKey('/manual/04-jobs.md')).toBe('/manual/04-jobs')
    expect(toRouteKey('/history/cves/')).toBe('/history/cves/')
    expect(toRouteKey('/learning/index.html')).toBe('/learning/')
    expect(toRouteKey('/docs/a/b')).toBe('/a/b')
  })
})

describe('manifest/paths/index createRouteResolver', () => {
  it.each([
    ['/manual/jobs/job-options', '/manual/jobs/job-options'],
    ['/manual/jobs/job-options.md', '/manual/jobs/job-options'],
    ['/manual/jobs/job-options.html', '/manual/jobs/job-options'],
    ['/manual/jobs/', '/manual/jobs/'],
    ['/manual/jobs/index.html', '/manual/jobs/'],
    ['/manual/jobs/index.md', '/manual/jobs/'],
    ['/manual/jobs/index', '/manual/jobs/'],
    ['/guide/README.md', '/guide/'],
    ['/guide/', '/guide/'],
    ['/guide', '/guide/'],
    ['/', '/'],
    ['/index.md', '/'],
    ['/history/5_x/version-5.7.0', '/history/5_x/version-5.7.0'],
    ['/history/5_x/version-5.7.0.html', '/history/5_x/version-5.7.0'],
  ])('resolves %s', (href, route) => {
    expect(r(href)).toEqual({ route })
  })

  it('prefers X.md over X/index.md for an extensionless X', () => {
    expect(r('/manual/jobs')).toEqual({ route: '/manual/jobs' })
    expect(r('/manual/calendars')).toEqual({ route: '/manual/calendars' })
  })

  it('falls back to X/index.md when X.md does not exist', () => {
    expect(r('/manual/integrations')).toEqual({ route: '/manual/integrations/' })
  })

  it('strips the production /docs/ prefix', () => {
    expect(r('/docs/manual/jobs/job-options.html')).toEqual({
      route: '/manual/jobs/job-options',
    })
    expect(r('/docs/manual/jobs/')).toEqual({ route: '/manual/jobs/' })
    expect(r('/docs/')).toEqual({ route: '/' })
    expect(r('/docs')).toEqual({ route: '/' })
  })

  it('keeps and decodes fragments', () => {
    expect(r('/manual/jobs.md#the-options')).toEqual({
      route: '/manual/jobs',
      hash: 'the-options',
    })
    expect(r('/manual/jobs.md?x=1#a%20b')).toEqual({ route: '/manual/jobs', hash: 'a b' })
  })

  it('resolves relative links from the current file', () => {
    const from = 'manual/jobs/job-options.md'
    expect(r('./index.md', from)).toEqual({ route: '/manual/jobs/' })
    expect(r('../calendars.html', from)).toEqual({ route: '/manual/calendars' })
    expect(r('job-options.md#frag', from)).toEqual({
      route: '/manual/jobs/job-options',
      hash: 'frag',
    })
    expect(r('#frag', from)).toEqual({ route: '/manual/jobs/job-options', hash: 'frag' })
    expect(r('../../index.md', from)).toEqual({ route: '/' })
  })

  it('accepts case-only differences when unambiguous', () => {
    expect(r('log4j.md', 'history/cves/index.md')).toEqual({
      route: '/history/CVEs/log4j',
    })
    expect(r('/history/cves/log4j')).toEqual({ route: '/history/CVEs/log4j' })
    // dup/a.md and DUP/A.md both match: ambiguous unless the case is exact.
    expect(r('/Dup/a.md')).toBeUndefined()
    expect(r('/DUP/A.md')).toEqual({ route: '/DUP/A' })
  })

  it('follows the redirect map, marking the result', () => {
    expect(r('/manual/04-jobs.html#x')).toEqual({
      route: '/manual/jobs/',
      hash: 'x',
      redirected: true,
    })
    expect(r('/manual/04-jobs')).toEqual({ route: '/manual/jobs/', redirected: true })
    expect(r('/old/place')).toEqual({ route: '/manual/calendars', redirected: true })
    expect(r('/old/place/index.html')).toEqual({
      route: '/manual/calendars',
      redirected: true,
    })
  })

  it('lets real pages win over nothing but follows redirectTo stubs in the map', () => {
    const stub = createRouteResolver(pages, { '/manual/calendars': '/manual/jobs/' })
    expect(stub.resolve('/manual/calendars.md')).toEqual({
      route: '/manual/jobs/',
      redirected: true,
    })
  })

  it('returns undefined for externals and missing pages', () => {
    expect(r('https://example.com/a.md')).toBeUndefined()
    expect(r('mailto:a@b.c')).toBeUndefined()
    expect(r('//cdn.example.com/x')).toBeUndefined()
    expect(r('/manual/nope.md')).toBeUndefined()
    expect(r('https/learning/x.md', 'manual/index.md')).toBeUndefined()
  })

  it('looks pages up by route', () => {
    expect(resolver.page('/manual/jobs/')?.file).toBe('manual/jobs/index.md')
    expect(resolver.page('/nope')).toBeUndefined()
  })
})

describe('manifest/paths/index createUrlResolver', () => {
  const resolve = createUrlResolver({ base: '/base/' }, resolver)
  const file = 'manual/jobs/job-options.md'

  it('maps page links under the base, keeping fragments', () => {
    expect(resolve('/manual/jobs.md#sec', file, 'link')).toEqual({
      href: '/base/manual/jobs#sec',
      kind: 'page',
      route: '/manual/jobs',
      hash: 'sec',
    })
    expect(resolve('/docs/manual/jobs/index.html', file, 'link')).toMatchObject({
      href: '/base/manual/jobs/',
      kind: 'page',
    })
    expect(resolve('/base/manual/calendars', file, 'link')).toMatchObject({
      href: '/base/manual/calendars',
      kind: 'page',
    })
    expect(resolve('../calendars.md', file, 'link')).toMatchObject({
      href: '/base/manual/calendars',
      kind: 'page',
    })
  })

  it('keeps same-page anchors', () => {
    expect(resolve('#opt', file, 'link')).toEqual({
      href: '#opt',
      kind: 'anchor',
      route: '/manual/jobs/job-options',
      hash: 'opt',
    })
  })

  it('leaves external URLs unchanged', () => {
    for (const url of ['https://x.org/a', 'http://x.org', 'mailto:a@b.c', '//cdn.x/y.js']) {
      expect(resolve(url, file, 'link')).toEqual({ href: url, kind: 'external' })
    }
  })

  it('maps assets and images under the base', () => {
    expect(resolve('/files/x.pdf', file, 'link')).toEqual({
      href: '/base/files/x.pdf',
      kind: 'asset',
    })
    expect(resolve('/oss-list.txt', file, 'link')).toMatchObject({
      href: '/base/oss-list.txt',
      kind: 'asset',
    })
    expect(resolve('/assets/img/a.png', file, 'image')).toEqual({
      href: '/base/assets/img/a.png',
      kind: 'asset',
    })
    expect(resolve('/docs/assets/img/a.png', file, 'image')).toMatchObject({
      href: '/base/assets/img/a.png',
    })
    expect(resolve('img/a.png', file, 'image')).toMatchObject({
      href: '/base/manual/jobs/img/a.png',
    })
  })

  it('marks links that reach no page as unresolved, under the base', () => {
    expect(resolve('/manual/nope.md#x', file, 'link')).toEqual({
      href: '/base/manual/nope.md#x',
      kind: 'unresolved',
    })
  })
})
