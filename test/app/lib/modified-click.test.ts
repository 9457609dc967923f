// Which clicks are left to the browser (a new tab or window, a download) by the app's links.

import { describe, expect, it } from 'vitest'
import { isModifiedClick } from '../../../app/lib/modified-click'

describe('app/lib/modified-click', () => {
  it('leaves a click with a modifier key or another button to the browser', () => {
    const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false }
    expect(isModifiedClick(click)).toBe(false)
    expect(isModifiedClick({ ...click, ctrlKey: true })).toBe(true)
    expect(isModifiedClick({ ...click, button: 1 })).toBe(true)
  })
})
