// The one decision of which page an address names, shared by the router's loader and the first paint.

import { describe, expect, it } from 'vitest'
import { resolvePage } from '../../../app/lib/resolve-page'
import { buildManifest, type SourceFile } from '../../../manifest/builder/build-manifest'

const file = (path: string, text: string): SourceFile => ({ path, text, size: text.length, mtime: 1 })
const { manifest } = buildManifest({
  files: [file('index.md', '# Home\n'), file('manual/jobs.md', '# Jobs\n'), file('manual/a b.md', '# Spaced\n')],
  config: { redirects: { '/old/jobs': '/manual/jobs' } },
  vars: {},
  now: 1,
})

describe('app/lib/resolve-page', () => {
  it('names the page whose route the address is, as written or percent-decoded', () => {
    expect(resolvePage(manifest, '/manual/jobs')).toMatchObject({ kind: 'page', entry: { file: 'manual/jobs.md' } })
    expect(resolvePage(manifest, '/manual/a%20b')).toMatchObject({ kind: 'page', entry: { file: 'manual/a b.md' } })
    expect(resolvePage(manifest, '/')).toMatchObject({ kind: 'page', entry: { file: 'index.md' } })
  })

  it('redirects the other forms of a page address to its route, keeping the fragment', () => {
    for (const form of ['/manual/jobs.html', '/manual/jobs.md', '/old/jobs', '/Manual/Jobs']) {
      expect(resolvePage(manifest, form), form).toEqual({ kind: 'redirect', route: '/manual/jobs' })
    }
    expect(resolvePage(manifest, '/manual/jobs.html#options')).toEqual({
      kind: 'redirect',
      route: '/manual/jobs',
      hash: 'options',
    })
  })

  it('finds nothing for an address that reaches no page', () => {
    expect(resolvePage(manifest, '/manual/nothing-here')).toEqual({ kind: 'not-found' })
  })
})
