import { describe, expect, it } from 'vitest'
import { activeHeadingIndex } from '../../../app/lib/scroll-spy'

describe('app/lib/scroll-spy', () => {
  it('picks the last heading at or above the offset line', () => {
    const at = (tops: number[], line: number) => (i: number) => tops[i]! <= line
    expect(activeHeadingIndex(3, at([-100, 3, 400], 5))).toBe(1)
    expect(activeHeadingIndex(2, at([10, 400], 5))).toBe(-1)
    expect(activeHeadingIndex(2, at([10, 400], 5), true)).toBe(1)
    expect(activeHeadingIndex(0, at([], 5))).toBe(-1)
    const tops = Array.from({ length: 1001 }, (_, i) => i * 10 - 5000)
    for (const line of [-6000, -5000, -1, 0, 4999, 5000, 6000]) {
      expect(activeHeadingIndex(tops.length, at(tops, line))).toBe(tops.filter((top) => top <= line).length - 1)
    }
  })
})
