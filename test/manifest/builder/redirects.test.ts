import { describe, expect, it } from 'vitest'
import { buildRedirects } from '../../../manifest/builder/redirects'
import { fileToRoute } from '../../../manifest/paths/route-paths'
import { createRouteResolver } from '../../../manifest/paths/route-resolver'

const pages = [
  'about/introduction.md',
  'history/cves/index.md',
  'runner/index.md',
  'runner/overview.md',
  'runner/config.md',
  'manual/jobs/index.md',
].map((file) => ({ file, route: fileToRoute(file) }))
const plain = createRouteResolver(pages, {})

describe('manifest/builder/redirects', () => {
  it('normalizes, follows chains, drops real-page sources and dead targets', () => {
    const { redirects, diagnostics } = buildRedirects({
      config: {
        '/manual/01-introduction.html': '/introduction/introduction.html',
        '/introduction/introduction.html': '/about/introduction.html',
        '/history/cves/': '/history/CVEs/',
        '/manual/04-jobs.html': '/manual/jobs.html',
        '/manual/jobs.html': '/manual/jobs/index.html',
        '/gone.html': '/nowhere.html',
        '/loop-a': '/loop-b',
        '/loop-b': '/loop-a',
        '/x/a.html': '/manual/04-jobs.html#frag',
      },
      configFile: 'site.json',
      pages,
      fromPages: [
        { file: 'runner/config.md', line: 3, kind: 'redirectFrom', path: '/runner/advanced' },
        { file: 'runner/overview.md', line: 4, kind: 'redirectTo', path: '/runner/index.md' },
      ],
      plain,
    })
    expect(redirects).toEqual({
      '/manual/01-introduction': '/about/introduction',
      '/introduction/introduction': '/about/introduction',
      '/manual/04-jobs': '/manual/jobs/',
      '/manual/jobs': '/manual/jobs/',
      '/runner/advanced': '/runner/config',
      '/runner/overview': '/runner/',
      '/x/a': '/manual/jobs/#frag',
    })
    const resolver = createRouteResolver(pages, redirects)
    expect(resolver.resolve('/x/a.md')).toEqual({
      route: '/manual/jobs/',
      hash: 'frag',
      redirected: true,
    })
    expect(resolver.resolve('/x/a#own')).toMatchObject({ hash: 'own' })
    expect(diagnostics.map((d) => d.message).sort()).toEqual([
      'redirect /gone.html → /nowhere.html: target is not a page',
      'redirect /loop-a → /loop-b: target is not a page',
      'redirect /loop-b → /loop-a: target is not a page',
    ])
  })
})
