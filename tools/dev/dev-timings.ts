// Where a dev start spends its time, for bench:dev: with RUNBOOK_DEV_TIMINGS=1 in its environment
// the dev CLI prints one line per phase, `dev timing: <phase> <ms>`, the time since its process
// started, and first `dev timing: process start <epoch ms>` so that a parent can place them.

const enabled = process.env.RUNBOOK_DEV_TIMINGS === '1'
let printedOrigin = false

/** Prints the time of `phase` when timings are asked for; nothing otherwise. */
export function devTiming(phase: string): void {
  if (!enabled) return
  if (!printedOrigin) {
    printedOrigin = true
    console.log(`dev timing: process start ${performance.timeOrigin.toFixed(0)}`)
  }
  console.log(`dev timing: ${phase} ${performance.now().toFixed(0)}`)
}
