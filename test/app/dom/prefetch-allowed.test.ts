import { describe, expect, it } from 'vitest'
import { prefetchAllowed } from '../../../app/dom/prefetch-allowed'

describe('app/dom/prefetch-allowed prefetchAllowed', () => {
  it('prefetches unless the reader saves data or the connection is very slow', () => {
    expect(prefetchAllowed(undefined)).toBe(true)
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true)
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false)
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false)
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false)
  })
})
