// @vitest-environment jsdom
// The browser stand-in for entities (app/stubs/entities.ts) decodes what entities decodes, on every
// name entities knows and on the cases strict decoding refuses.

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { decodeHTMLStrict as real } from 'entities'
import { describe, expect, it } from 'vitest'
import { decodeHTMLStrict as stub } from '../../../app/stubs/entities'

/** entities' encoding table (generated, not exported): one or more reference names per character. */
const ENCODE_TABLE = readFileSync(
  path.resolve(import.meta.dirname, '../../../node_modules/entities/dist/generated/encode-html.js'),
  'utf8',
)
/** Every reference name in that table. */
const NAMES = [...new Set(ENCODE_TABLE.match(/[A-Za-z][A-Za-z0-9]*;/g) ?? [])].map((name) => `&${name}`)

describe('app/stubs/entities', () => {
  it(`decodes all ${NAMES.length} named references as entities does`, () => {
    expect(NAMES.length).toBeGreaterThan(1500)
    const differ = NAMES.filter((ref) => stub(ref) !== real(ref))
    expect(differ).toEqual([])
  })

  it('leaves what strict decoding leaves: unknown names, legacy names run on', () => {
    for (const text of ['&notit;', '&ampxyz;', '&copyx;', '&nbspx;', '&nosuch;', '&semi;', '&AMP;', '&LT;', '&amp']) {
      expect(stub(text), text).toBe(real(text))
    }
  })

  it('decodes one named reference only; anything else comes back as it is (markdown-it passes nothing else)', () => {
    for (const text of [
      '&#65;',
      '&#x41;',
      'text',
      '<b>&amp;</b>',
      '&amp;&amp;',
      '&lt;img src=x onerror=alert(1)&gt;',
    ]) {
      expect(stub(text), text).toBe(text)
    }
  })
})
