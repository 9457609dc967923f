// The page info's last-updated date: one formatter per language, each giving that language's form.

import { describe, expect, it } from 'vitest'
import { formatUpdated } from '../../../app/lib/format-date'

describe('app/lib/format-date', () => {
  const day = Date.UTC(2026, 10, 24, 23, 30)

  it('formats a day in UTC in the language asked for, whichever was asked before', () => {
    expect(formatUpdated(day)).toBe('November 24, 2026')
    expect(formatUpdated(day, 'de-DE')).toBe('24. November 2026')
    expect(formatUpdated(Date.UTC(2025, 0, 2), 'en-US')).toBe('January 2, 2025')
    expect(formatUpdated(day, 'de-DE')).toBe('24. November 2026')
  })
})
