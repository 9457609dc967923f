// The site's shortcuts: '/' outside text fields, Ctrl+K and Cmd+K anywhere open search; Alt+←/→ turn pages.

import { describe, expect, it } from 'vitest'
import { isSearchShortcut, pageKeyOf } from '../../../app/dom/shortcut-keys'

const key = (k: string, extra: Partial<KeyboardEvent> = {}, tagName = 'BODY') =>
  ({ key: k, ctrlKey: false, metaKey: false, altKey: false, target: { tagName }, ...extra }) as unknown as KeyboardEvent

describe('app/dom/shortcut-keys', () => {
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

  it('turns pages on Alt+← and Alt+→ alone, not while typing', () => {
    expect(pageKeyOf(key('ArrowLeft', { altKey: true }))).toBe('prev')
    expect(pageKeyOf(key('ArrowRight', { altKey: true }))).toBe('next')
    expect(pageKeyOf(key('ArrowRight'))).toBeUndefined()
    expect(pageKeyOf(key('ArrowRight', { altKey: true, shiftKey: true }))).toBeUndefined()
    expect(pageKeyOf(key('ArrowRight', { altKey: true, ctrlKey: true }))).toBeUndefined()
    expect(pageKeyOf(key('ArrowLeft', { altKey: true }, 'TEXTAREA'))).toBeUndefined()
    expect(pageKeyOf(key('ArrowUp', { altKey: true }))).toBeUndefined()
  })
})
