// @vitest-environment jsdom
// The blocks of page content with pieces added in elements of their own, in document order.

import { describe, expect, it } from 'vitest'
import { contentBlocks, PIECE_CLASS } from '../../../app/page-dom/content-pieces'

describe('app/page-dom/content-pieces', () => {
  it('lists the first piece’s blocks, then the blocks inside each added piece, in order', () => {
    const root = document.createElement('div')
    root.innerHTML = `<h2>a</h2><p>b</p><div class="${PIECE_CLASS}"><p>c</p><ul><li>d</li></ul></div><div class="${PIECE_CLASS}"><h2>e</h2></div>`
    expect(contentBlocks(root).map((el) => el.textContent)).toEqual(['a', 'b', 'c', 'd', 'e'])
  })

  it('takes a piece of hundreds of thousands of blocks', () => {
    // A stand-in element (jsdom would take minutes to parse this many).
    const blocks = Array.from({ length: 500_000 }, () => document.createElement('p'))
    const piece = { classList: { contains: (name: string) => name === PIECE_CLASS }, children: blocks }
    const root = { children: [piece] } as unknown as Element
    expect(contentBlocks(root)).toHaveLength(500_000)
  })
})
