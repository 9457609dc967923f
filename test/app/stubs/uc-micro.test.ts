// The browser stand-in for uc.micro (app/stubs/uc-micro.ts) matches the same code points as
// uc.micro in every class (Node's Unicode tables; a browser's newer ones may add characters).

import * as real from 'uc.micro'
import { describe, expect, it } from 'vitest'
import * as stub from '../../../app/stubs/uc-micro'

const CLASSES = ['Any', 'Cc', 'Cf', 'P', 'S', 'Z'] as const

describe('app/stubs/uc-micro', () => {
  it('exports the classes uc.micro exports', () => {
    expect(Object.keys(stub).sort()).toEqual(Object.keys(real).sort())
  })

  it.each(CLASSES)('class %s matches the same code points', (name) => {
    const differ: number[] = []
    for (let cp = 0; cp < 0x110000; cp += 1) {
      const ch = cp >= 0xd800 && cp <= 0xdfff ? String.fromCharCode(cp) : String.fromCodePoint(cp)
      if (real[name].test(ch) !== stub[name].test(ch)) differ.push(cp)
    }
    expect(differ).toEqual([])
  })
})
