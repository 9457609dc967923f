// The benchmarks' --compress flag: gzip by default (stock nginx), brotli or both on request, anything else refused.

import { describe, expect, it } from 'vitest'
import { compressionsFor } from '../../../tools/bench/compress-flag'
import { UsageError } from '../../../tools/lib/content-flags'

describe('tools/bench/compress-flag', () => {
  it('serves gzip only unless asked otherwise', () => {
    expect(compressionsFor(undefined)).toEqual([{ name: 'gzip', encodings: ['gzip'] }])
  })

  it('measures brotli with a gzip fallback, and both in turn', () => {
    expect(compressionsFor('brotli')).toEqual([{ name: 'brotli', encodings: ['br', 'gzip'] }])
    expect(compressionsFor('both').map((c) => c.name)).toEqual(['gzip', 'brotli'])
  })

  it('refuses any other value with the choices', () => {
    expect(() => compressionsFor('zstd')).toThrow(UsageError)
    expect(() => compressionsFor(true)).toThrow(/gzip, brotli or both/)
  })
})
