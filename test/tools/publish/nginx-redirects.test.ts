import { describe, expect, it } from 'vitest'
import { renderNginxRedirects } from '../../../tools/publish/nginx-redirects'

describe('tools/publish/nginx-redirects', () => {
  it('answers every old URL form with a 301 to the new route under the base', () => {
    const conf = renderNginxRedirects({ '/manual/04-jobs': '/manual/jobs/', '/old/': '/new#part' }, '/docs/')
    const rules = conf.split('\n').filter((l) => l.startsWith('location'))
    expect(rules).toEqual([
      'location = /docs/manual/04-jobs { return 301 /docs/manual/jobs/; }',
      'location = /docs/manual/04-jobs.html { return 301 /docs/manual/jobs/; }',
      'location = /docs/old/ { return 301 "/docs/new#part"; }',
      'location = /docs/old/index.html { return 301 "/docs/new#part"; }',
    ])
    expect(conf.startsWith('#')).toBe(true)
  })

  it('quotes paths with spaces or quotes and never redirects a URL to itself', () => {
    const conf = renderNginxRedirects({ '/a b"c': '/x', '/same': '/same' }, '/')
    expect(conf).toContain('location = "/a b\\"c" { return 301 /x; }')
    expect(conf).not.toMatch(/location = \/same \{/)
    expect(conf).toContain('location = /same.html { return 301 /same; }')
  })

  it('writes only the header for an empty map', () => {
    expect(renderNginxRedirects({}, '/docs/').trim().split('\n')).toHaveLength(1)
  })
})
