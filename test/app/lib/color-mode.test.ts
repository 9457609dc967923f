import { describe, expect, it } from 'vitest'
import { hasColorControl } from '../../../app/lib/color-control'
import { colorCycle, effectiveScheme, initialPreference } from '../../../app/lib/color-mode'

describe('app/lib/color-mode', () => {
  it('disable forces light, enable forces dark, auto follows the system; none has a control', () => {
    expect(initialPreference('disable', 'dark', true)).toBe('light')
    expect(initialPreference('enable', 'light', false)).toBe('dark')
    expect(initialPreference('auto', 'dark', false)).toBe('auto')
    for (const mode of ['disable', 'enable', 'auto'] as const) expect(hasColorControl(mode)).toBe(false)
    expect(hasColorControl('switch')).toBe(true)
    expect(colorCycle('toggle')).toEqual(['light', 'dark'])
  })
  it('keeps a stored choice the mode allows and ignores others', () => {
    expect(initialPreference('switch', 'dark', false)).toBe('dark')
    expect(initialPreference('switch', null, true)).toBe('auto')
    expect(initialPreference('toggle', 'auto', true)).toBe('dark')
    expect(initialPreference('toggle', 'bogus', false)).toBe('light')
  })
  it('auto follows the system scheme and printing forces light', () => {
    expect(effectiveScheme('auto', true)).toBe('dark')
    expect(effectiveScheme('auto', false)).toBe('light')
    expect(effectiveScheme('dark', false, true)).toBe('light')
  })
})
