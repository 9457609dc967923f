// Times the passes of a build and, within a pass, the file it spent longest on
// (`npm run bench:hostile` prints them: every pass must stay linear in its input).

/** The build's passes, in the order they run. */
const BUILD_PASSES = [
  'copy',
  'manifest',
  'search',
  'app',
  'heads',
  'shells',
  'brotli copies',
  'offline list',
  'service worker',
  'other',
] as const

/** One of BUILD_PASSES. */
export type BuildPass = (typeof BUILD_PASSES)[number]

/** What a build reports of its time to a clock. */
export interface PassClock {
  /** Runs `run` as (part of) the pass `name`, timed. */
  pass<T>(name: BuildPass, run: () => Promise<T>): Promise<T>
  /** Notes that `file` took `ms` of the pass `name` (inside or outside a `pass` of that name). */
  file(name: BuildPass, file: string, ms: number): void
}

/** A pass's total and the file it spent longest on. */
export interface PassTiming {
  pass: BuildPass
  ms: number
  worst?: { file: string; ms: number }
  /** Every file noted for the pass with its time, longest first. */
  files: { file: string; ms: number }[]
}

/** A clock that keeps nothing (a build nobody times). */
export const NO_CLOCK: PassClock = { pass: (_name, run) => run(), file: () => undefined }

/** Starts timing `file`'s share of the pass `name` on `clock`; the function returned stops it. */
export function startFile(clock: PassClock, name: BuildPass, file: string): () => void {
  const start = performance.now()
  return () => clock.file(name, file, performance.now() - start)
}

/** Times `run` (synchronous) as `file`'s share of the pass `name` on `clock`. */
export function timeFile<T>(clock: PassClock, name: BuildPass, file: string, run: () => T): T {
  const start = performance.now()
  try {
    return run()
  } finally {
    clock.file(name, file, performance.now() - start)
  }
}

/**
 * A clock that keeps the passes' times. A pass's time is the wall time of its `pass` calls, less
 * the files noted meanwhile for another pass (the heads are made while the shells are written),
 * plus the files noted for it outside any of its `pass` calls.
 */
export function createPassClock(): PassClock & { timings(): PassTiming[] } {
  const totals = new Map<BuildPass, number>()
  const files = new Map<BuildPass, Map<string, number>>()
  const add = (name: BuildPass, ms: number) => totals.set(name, (totals.get(name) ?? 0) + ms)
  let running: BuildPass | undefined
  let lentOut = 0
  return {
    async pass(name, run) {
      const outer = running
      const lentBefore = lentOut
      const start = performance.now()
      running = name
      try {
        return await run()
      } finally {
        const lent = lentOut - lentBefore
        add(name, performance.now() - start - lent)
        running = outer
        // The outer pass lends what this one took, as this one's files lent to theirs.
        if (outer !== undefined && outer !== name) lentOut = lentBefore + (performance.now() - start)
      }
    },
    file(name, file, ms) {
      if (!files.has(name)) files.set(name, new Map())
      const times = files.get(name)!
      times.set(file, (times.get(file) ?? 0) + ms)
      if (running === name) return
      add(name, ms)
      if (running !== undefined) lentOut += ms
    },
    timings: () =>
      BUILD_PASSES.filter((name) => totals.has(name) || files.has(name)).map((name) => {
        const list = [...(files.get(name) ?? [])].map(([file, ms]) => ({ file, ms })).sort((a, b) => b.ms - a.ms)
        return { pass: name, ms: totals.get(name) ?? 0, worst: list[0], files: list }
      }),
  }
}
