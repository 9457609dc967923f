import { describe, expect, it } from 'vitest'
import { nextPreference } from '../../../app/lib/color-control'

describe('app/lib/color-control', () => {
  it('switch cycles light → dark → auto → light', () => {
    expect(nextPreference('switch', 'light', false)).toBe('dark')
    expect(nextPreference('switch', 'dark', false)).toBe('auto')
    expect(nextPreference('switch', 'auto', false)).toBe('light')
  })
  it('toggle flips between light and dark', () => {
    expect(nextPreference('toggle', 'light', false)).toBe('dark')
    expect(nextPreference('toggle', 'dark', false)).toBe('light')
    expect(nextPreference('toggle', 'auto', true)).toBe('light')
  })
})
