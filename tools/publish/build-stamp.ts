// Decides whether a build is stale: a fingerprint of the inputs' paths, sizes and mtimes plus the flags.

import { createHash } from 'node:crypto'
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

const STAMP_FILE = '.build-stamp'

/** Fingerprints every file under the given folders (or files) and the extra text. */
export async function fingerprint(inputs: string[], extra: string): Promise<string> {
  const hash = createHash('sha256').update(extra)
  for (const input of inputs) await addTree(hash, path.resolve(input))
  return hash.digest('hex')
}

async function addTree(hash: ReturnType<typeof createHash>, target: string) {
  const info = await stat(target).catch(() => undefined)
  if (!info) return
  if (info.isFile()) {
    hash.update(`${target}\0${info.size}\0${info.mtimeMs}\n`)
    return
  }
  const entries = await readdir(target, { withFileTypes: true })
  entries.sort((a, b) => a.name.localeCompare(b.name))
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    await addTree(hash, path.join(target, entry.name))
  }
}

/** True when `out` holds a build made from the same fingerprint. */
export async function isFresh(out: string, print: string): Promise<boolean> {
  const saved = await readFile(path.join(out, STAMP_FILE), 'utf8').catch(() => '')
  return saved === print
}

/** Records the fingerprint of the build in `out`. */
export async function writeStamp(out: string, print: string): Promise<void> {
  await writeFile(path.join(out, STAMP_FILE), print)
}
