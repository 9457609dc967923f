// Tests of manifest/paths/decode-path.ts: percent escapes of a URL path decoded, malformed ones reported.

import { describe, expect, it } from 'vitest'
import { decodePath } from '../../../manifest/paths/decode-path'

describe('manifest/paths/decode-path', () => {
  it('decodes percent escapes, including UTF-8 sequences and encoded slashes', () => {
    expect(decodePath('/docs/a%20b.md')).toBe('/docs/a b.md')
    expect(decodePath('/guide/caf%C3%A9')).toBe('/guide/café')
    expect(decodePath('a%2Fb')).toBe('a/b')
    expect(decodePath('/plain/path/')).toBe('/plain/path/')
  })

  it('keeps what decodes to a NUL byte or a dot segment: that policy is the caller’s', () => {
    expect(decodePath('/a%00b')).toBe('/a\0b')
    expect(decodePath('/%2e%2e/etc')).toBe('/../etc')
  })

  it('gives undefined for a malformed escape', () => {
    expect(decodePath('/100%')).toBeUndefined()
    expect(decodePath('/%zz')).toBeUndefined()
    expect(decodePath('/%E0%A4%A')).toBeUndefined()
    expect(decodePath('/%C3')).toBeUndefined()
  })
})
