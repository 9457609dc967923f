// Runs one build of bench:versions in a child process (tools/bench/version-build-child.ts) and
// returns what it reported: time, peak RSS, and what happened to each version.

import { spawn } from 'node:child_process'
import path from 'node:path'
import type { BuildSiteOptions } from '../publish/build-site'

/** What one build reported. */
export interface VersionBuildFigures {
  /** Time of the build in the child (its start-up not counted). */
  ms: number
  /** Peak resident memory of the child process. */
  peakRssMb: number
  versions: { text: string; base: string; pages: number; ms: number; reused: boolean }[]
  /** Config findings about the versions entries. */
  problems: number
}

const ROOT = path.resolve(import.meta.dirname, '../..')
const CHILD = path.join(ROOT, 'tools/bench/version-build-child.ts')
const TSX = path.join(ROOT, 'node_modules/.bin/tsx')
const HOOKS = path.join(ROOT, 'tools/node-hooks/register-plain-fields.ts')

/** Builds `options` in a fresh process; rejects with its output when it fails. */
export function childBuild(options: BuildSiteOptions): Promise<VersionBuildFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['--import', HOOKS, CHILD, JSON.stringify(options)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('error', reject)
    child.on('close', (code) => {
      const line = output.split('\n').find((l) => l.startsWith('bench-build '))
      if (code !== 0 || !line) reject(new Error(`build failed (exit ${code}):\n${output.slice(-2000)}`))
      else resolve(JSON.parse(line.slice('bench-build '.length)) as VersionBuildFigures)
    })
  })
}
