// The <PDF/> attributes read into viewer options, and the built-in viewer's address.

import { describe, expect, it } from 'vitest'
import { cssLength, parseRatio, readPdfOptions, viewerUrl } from '../../../../app/widgets/pdf/pdf-options'

describe('pdf options', () => {
  it('reads ratios as written, 16:9 otherwise', () => {
    expect(parseRatio('4:3')).toBeCloseTo(4 / 3)
    expect(parseRatio('16/10')).toBeCloseTo(1.6)
    expect(parseRatio('1.5')).toBe(1.5)
    expect(parseRatio(undefined)).toBeCloseTo(16 / 9)
    expect(parseRatio('wide')).toBeCloseTo(16 / 9)
    expect(parseRatio('0:9')).toBeCloseTo(16 / 9)
  })

  it('keeps CSS lengths, makes bare numbers pixels and drops anything else', () => {
    expect(cssLength('600')).toBe('600px')
    expect(cssLength('80%')).toBe('80%')
    expect(cssLength('20rem')).toBe('20rem')
    expect(cssLength('calc(1px)')).toBeUndefined()
    expect(cssLength('url(x)')).toBeUndefined()
  })

  it('defaults to page 1, toolbar and full screen on; flags turn them off', () => {
    const plain = readPdfOptions({ url: '/docs/a/b%20c.pdf' })
    expect(plain).toMatchObject({ page: 1, toolbar: true, fullscreen: true, title: 'b c.pdf' })
    const set = readPdfOptions({
      url: '/x.pdf',
      page: '3',
      zoom: '80',
      noToolbar: '',
      nofullscreen: 'true',
      title: 'Guide',
    })
    expect(set).toMatchObject({ page: 3, zoom: 80, toolbar: false, fullscreen: false, title: 'Guide' })
    expect(readPdfOptions({ url: '/x.pdf', page: '-2' }).page).toBe(1)
    expect(readPdfOptions({ url: '/x.pdf', noToolbar: 'false' }).toolbar).toBe(true)
  })

  it('opens the viewer at the page and zoom, without the toolbar when asked', () => {
    expect(viewerUrl({ url: '/x.pdf', page: 2, toolbar: true })).toBe('/x.pdf#page=2')
    expect(viewerUrl({ url: '/x.pdf#old', page: 1, zoom: 75, toolbar: false })).toBe('/x.pdf#page=1&zoom=75&toolbar=0')
  })
})
