// The build's pass clock: a pass's time less what its files lent to another pass, the files of
// each pass longest first.

import { describe, expect, it } from 'vitest'
import { createPassClock, timeFile } from '../../../tools/publish/pass-clock'

/** Busy-waits `ms` milliseconds (a timed piece of synchronous work). */
function work(ms: number): void {
  const end = performance.now() + ms
  while (performance.now() < end);
}

describe('tools/publish/pass-clock', () => {
  it('times passes, lends a file of another pass out of the one running, and lists files longest first', async () => {
    const clock = createPassClock()
    await clock.pass('shells', async () => {
      work(20)
      timeFile(clock, 'heads', 'a.md', () => work(60))
      timeFile(clock, 'shells', 'b.md', () => work(10))
      timeFile(clock, 'shells', 'c.md', () => work(30))
    })
    clock.file('offline list', 'd.md', 5)
    const timings = clock.timings()
    expect(timings.map((t) => t.pass)).toEqual(['heads', 'shells', 'offline list'])
    const [heads, shells, offline] = timings
    expect(heads!.ms).toBeGreaterThanOrEqual(60)
    expect(shells!.ms).toBeGreaterThanOrEqual(60)
    expect(shells!.ms).toBeLessThan(115)
    expect(shells!.files.map((f) => f.file)).toEqual(['c.md', 'b.md'])
    expect(shells!.worst?.file).toBe('c.md')
    expect(offline).toMatchObject({ ms: 5, worst: { file: 'd.md', ms: 5 } })
  })
})
