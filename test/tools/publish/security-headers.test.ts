// The build's security headers: the shipped policy when the site contacts no other host, and
// exactly the hosted search origin and the analytics hosts added when the config turns them on.

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { HEADERS_TEMPLATE, renderSecurityHeaders } from '../../../tools/publish/security-headers'

const template = readFileSync(HEADERS_TEMPLATE, 'utf8')
const policyOf = (conf: string) => /Content-Security-Policy "([^"]*)"/.exec(conf)![1]!
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((p) => p.trim())
    .find((p) => p.startsWith(name + ' '))
const offline = { mode: 'offline' as const }

describe('tools/publish/security-headers', () => {
  it('is the shipped file when the site contacts no other host', () => {
    expect(renderSecurityHeaders(template, { search: offline })).toBe(template)
    expect(renderSecurityHeaders(template, { search: offline, analyticsId: '  ' })).toBe(template)
  })

  it('adds the hosted search origin to connect-src only', () => {
    const policy = policyOf(
      renderSecurityHeaders(template, {
        search: { mode: 'auto', hosted: { appId: 'APP1', apiKey: 'k', indexName: 'docs' } },
      }),
    )
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://APP1-dsn.algolia.net")
    expect(directive(policy, 'script-src')).toBe("script-src 'self'")
    const custom = policyOf(
      renderSecurityHeaders(template, {
        search: { mode: 'hosted', hosted: { appId: 'A', apiKey: 'k', indexName: 'd', host: 'search.example.org' } },
      }),
    )
    expect(directive(custom, 'connect-src')).toBe("connect-src 'self' https://search.example.org")
  })

  it('adds the analytics hosts to script-src, connect-src and img-src', () => {
    const policy = policyOf(renderSecurityHeaders(template, { search: offline, analyticsId: 'G-1' }))
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://www.googletagmanager.com")
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com",
    )
    expect(directive(policy, 'img-src')).toBe(
      "img-src 'self' data: blob: https://*.google-analytics.com https://www.googletagmanager.com",
    )
    expect(directive(policy, 'default-src')).toBe("default-src 'self'")
  })

  it('adds the allowed media hosts to media-src, img-src, connect-src and a frame-src of its own', () => {
    expect(renderSecurityHeaders(template, { search: offline, allowedMediaHosts: [] })).toBe(template)
    const policy = policyOf(
      renderSecurityHeaders(template, { search: offline, allowedMediaHosts: ['media.example.com'] }),
    )
    expect(directive(policy, 'media-src')).toBe("media-src 'self' blob: https://media.example.com")
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://media.example.com")
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://media.example.com")
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://media.example.com")
    expect(directive(policy, 'script-src')).toBe("script-src 'self'")
  })
})
