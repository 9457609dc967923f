// When the first paint requests the app: a round trip before its last file is in, worked out from
// the files that are in. Checked against a model of the slow link (every file shares it evenly,
// each first byte a round trip after its request), and against what it must not guess at.

import { describe, expect, it } from 'vitest'
import { appRequestTime, type FinishedFile } from '../../../app/first-paint/app-start'

/** Files requested together at `start` over a link of `rate` bytes/ms with a round trip of `rtt` ms, shared evenly. */
function sharedLink(sizes: number[], rate: number, rtt: number, start = 0): number[] {
  const left = [...sizes]
  const ends = sizes.map(() => 0)
  let now = start + rtt
  let active = sizes.map((_, i) => i)
  while (active.length) {
    const share = rate / active.length
    const next = Math.min(...active.map((i) => left[i]!))
    now += next / share
    for (const i of active) left[i]! -= next
    for (const i of active.filter((j) => left[j]! <= 1e-9)) ends[i] = now
    active = active.filter((i) => left[i]! > 1e-9)
  }
  return ends
}

describe('app/first-paint/app-start appRequestTime', () => {
  // The first paint of a typical page: its markdown, the stylesheet and its script chunks.
  const sizes = [9548, 6237, 938, 865, 1999, 8271, 31993, 586, 1093]
  const largest = sizes.indexOf(Math.max(...sizes))

  it('asks for the app before the last file is in, early by no more than what stands for the round trip', () => {
    for (const [rate, rtt] of [
      [50, 400],
      [50, 100],
      [250, 50],
      [12.5, 400],
      [6, 600],
    ] as const) {
      const ends = sharedLink(sizes, rate, rtt)
      const finished: FinishedFile[] = sizes.flatMap((bytes, i) =>
        i === largest ? [] : [{ bytes, start: 0, end: ends[i]! }],
      )
      const at = appRequestTime([sizes[largest]], finished)!
      const lastEnd = ends[largest]!
      expect(at, `${rate} B/ms, ${rtt} ms`).toBeLessThan(lastEnd - rtt / 2)
      // The quickest file's time stands for the round trip: its own transfer makes the request
      // early, once there and once in the time the link is counted busy.
      const quickestTransfer = Math.min(...finished.map((f) => f.end)) - rtt
      expect(at, `${rate} B/ms, ${rtt} ms`).toBeGreaterThanOrEqual(lastEnd - rtt - 2 * quickestTransfer)
    }
  })

  it('asks for the app between a round trip before the end and the end, on a first paint over the emulated slow link', () => {
    // Job options at 400 kbit/s and 400 ms (bench:load): [bytes, requested, in]; the largest
    // script chunk (31,993 bytes) was in at 2,214 ms.
    const trace = [
      [9548, 446, 1584],
      [6237, 447, 1374],
      [938, 447, 897],
      [865, 447, 957],
      [1999, 447, 1105],
      [8271, 447, 1825],
      [586, 447, 1497],
      [1093, 447, 1617],
    ].map(([bytes, start, end]) => ({ bytes: bytes!, start: start!, end: end! }))
    const at = appRequestTime([31993], trace)!
    expect(at).toBeGreaterThanOrEqual(2214 - 400)
    expect(at).toBeLessThan(2214 - 200)
  })

  it('does not guess with more than one file coming, a size unknown, or nothing measured', () => {
    const finished: FinishedFile[] = [{ bytes: 5000, start: 0, end: 500 }]
    expect(appRequestTime([30_000, 8000], finished)).toBeUndefined()
    expect(appRequestTime([undefined], finished)).toBeUndefined()
    expect(appRequestTime([30_000], [])).toBeUndefined()
    // Files from the cache (nothing transferred) give no rate.
    expect(appRequestTime([30_000], [{ bytes: 0, start: 0, end: 5 }])).toBeUndefined()
  })

  it('asks for the app at once when the other files all came within a round trip (a fast link)', () => {
    const finished: FinishedFile[] = [
      { bytes: 5000, start: 10, end: 12 },
      { bytes: 800, start: 10, end: 12 },
    ]
    expect(appRequestTime([30_000], finished)).toBe(12)
  })
})
