// Keys that open search: '/' outside text fields, Ctrl+K and Cmd+K anywhere.

import { describe, expect, it } from 'vitest'
import { isSearchShortcut } from '../../app/lib/shortcut-keys'

const key = (k: string, extra: Partial<KeyboardEvent> = {}, tagName = 'BODY') =>
  ({ key: k, ctrlKey: false, metaKey: false, altKey: false, target: { tagName }, ...extra }) as unknown as KeyboardEvent

describe('app/search/use-search-shortcuts', () => {
  it('opens on "/" unless the reader is typing', () => {
    expect(isSearchShortcut(key('/'))).toBe(true)
    expect(isSearchShortcut(key('/', {}, 'INPUT'))).toBe(false)
    expect(isSearchShortcut(key('/', {}, 'TEXTAREA'))).toBe(false)
    expect(isSearchShortcut(key('/', { ctrlKey: true }))).toBe(false)
  })

  it('opens on Ctrl+K and Cmd+K, even in a field', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true)
    expect(isSearchShortcut(key('K', { metaKey: true }, 'INPUT'))).toBe(true)
    expect(isSearchShortcut(key('k'))).toBe(false)
    expect(isSearchShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false)
  })
})
