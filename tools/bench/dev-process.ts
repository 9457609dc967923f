// The dev server as an author starts it, for bench:dev: `npm run dev -- …` spawned in its own
// process group, its output read line by line for the address it prints, its timing lines
// (RUNBOOK_DEV_TIMINGS, tools/dev/dev-timings.ts) and its rebuild times.

import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'

/** A running `npm run dev`. */
export interface DevProcess {
  /** Epoch ms of the spawn. */
  spawned: number
  /** The address the CLI printed (`Runbook Docs dev server: <url>`). */
  url: Promise<string>
  /** Epoch ms at which each phase the CLI timed was reached (with RUNBOOK_DEV_TIMINGS=1). */
  phases: Map<string, number>
  /**
   * Resolves at the epoch ms the CLI prints a line matching `pattern` (or has already printed
   * one); rejects after LINE_TIMEOUT_MS.
   */
  line(pattern: RegExp): Promise<number>
  /** Every line printed so far (stdout and stderr). */
  output: string[]
  /** Stops the server with SIGINT, as Ctrl-C does, and waits for its process group to end. */
  stop(): Promise<void>
}

/** How long a line is waited for before the bench gives up. */
const LINE_TIMEOUT_MS = 120_000
const now = () => performance.timeOrigin + performance.now()
const ADDRESS = /^Runbook Docs dev server: (\S+)$/
const TIMING = /^dev timing: (.+) (\d+)$/

/** Spawns `npm run dev -- ...args` in `cwd` with `env` added to this process's environment. */
export function spawnDev(cwd: string, args: string[], env: Record<string, string> = {}): DevProcess {
  const spawned = now()
  const child: ChildProcess = spawn('npm', ['run', '--silent', 'dev', '--', ...args], {
    cwd,
    env: { ...process.env, ...env, RUNBOOK_DEV_TIMINGS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const output: string[] = []
  const phases = new Map<string, number>()
  const seen: { text: string; at: number }[] = []
  const watchers: { pattern: RegExp; resolve: (at: number) => void }[] = []
  let origin = 0
  let resolveUrl: (url: string) => void = () => undefined
  let rejectUrl: (error: Error) => void = () => undefined
  const url = new Promise<string>((resolve, reject) => {
    resolveUrl = resolve
    rejectUrl = reject
  })
  const onLine = (text: string) => {
    const at = now()
    output.push(text)
    seen.push({ text, at })
    const timing = TIMING.exec(text)
    if (timing) {
      if (timing[1] === 'process start') origin = Number(timing[2])
      else phases.set(timing[1]!, origin + Number(timing[2]))
    }
    const address = ADDRESS.exec(text)
    if (address) resolveUrl(address[1]!)
    for (let i = watchers.length - 1; i >= 0; i--) {
      if (watchers[i]!.pattern.test(text)) watchers.splice(i, 1)[0]!.resolve(at)
    }
  }
  createInterface({ input: child.stdout! }).on('line', onLine)
  createInterface({ input: child.stderr! }).on('line', onLine)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  void exited.then(() => rejectUrl(new Error(`npm run dev ended before printing its address:\n${output.join('\n')}`)))
  return {
    spawned,
    url,
    phases,
    output,
    line(pattern) {
      const hit = seen.find((s) => pattern.test(s.text))
      if (hit) return Promise.resolve(hit.at)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`npm run dev printed no line like ${pattern}:\n${output.join('\n')}`)),
          LINE_TIMEOUT_MS,
        )
        watchers.push({
          pattern,
          resolve: (at) => {
            clearTimeout(timer)
            resolve(at)
          },
        })
      })
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGINT')
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL')
        } catch {
          // already gone
        }
      }, 10_000)
      await exited
      // npm may end before the server does: wait for the whole group.
      while (groupAlive(child.pid!)) await new Promise((r) => setTimeout(r, 50))
      clearTimeout(timer)
    },
  }
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}
