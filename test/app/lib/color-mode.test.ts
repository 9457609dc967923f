import { describe, expect, it } from 'vitest'
import {
  colorCycle,
  effectiveScheme,
  hasColorControl,
  initialPreference,
  nextPreference,
} from '../../../app/lib/color-mode'

describe('app/lib/color-mode', () => {
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
