// The media references the offline list takes from a page's text: what the former pattern found,
// in linear time.

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mediaReferences } from '../../../manifest/offline/media-references'

/** The pattern the scan used before it was linear (quadratic on a long run without spaces). */
const QUADRATIC = /[^\s"'()<>[\]`]+\.(?:png|jpe?g|gif|webp|avif|svg|ico|pdf|mp4|webm|mp3|ogg)(?=[?#"'()\s>\]`]|$)/gi

describe('manifest/offline/media-references', () => {
  it('finds the references the former pattern found, in any text', () => {
    const pieces = ['a', '/', '.', 'png', 'PNG', 'jpeg', 'webm', '?', '#', ' ', '"', '(', ')', '<', '>', '[', ']', '`']
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 24 }), (parts) => {
        const text = parts.join('')
        expect(mediaReferences(text)).toEqual([...text.matchAll(QUADRATIC)].map((m) => m[0]))
      }),
      { numRuns: 3000 },
    )
  })

  it('scans a megabyte without spaces in linear time', () => {
    const started = performance.now()
    expect(mediaReferences('a/b-c.d_e.png?'.repeat(75_000))).toHaveLength(1)
    expect(mediaReferences('x/'.repeat(500_000) + 'y.png')).toEqual(['x/'.repeat(500_000) + 'y.png'])
    expect(performance.now() - started).toBeLessThan(1000)
  })
})
