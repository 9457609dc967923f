// Empties a build's output folder before the build writes it, leaving the folders of older
// documentation versions built into it (they are reused when their inputs did not change).

import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

/**
 * Removes everything in `out` except the folders `keep` names (relative to `out`, e.g. `5.7.0/`
 * or `v/5.7.0/`); the folders on the way to a kept one stay, emptied of everything else. Creates
 * nothing: the caller makes `out`.
 */
export function cleanOut(out: string, keep: readonly string[] = []): void {
  const kept = keep.map((k) => k.replace(/\/+$/, '')).filter(Boolean)
  if (!kept.length) {
    rmSync(out, { recursive: true, force: true })
    return
  }
  cleanFolder(out, '', kept)
}

function cleanFolder(out: string, rel: string, kept: readonly string[]): void {
  let entries
  try {
    entries = readdirSync(path.join(out, rel), { withFileTypes: true })
  } catch {
    return
  }
  for (const entry of entries) {
    const child = rel ? `${rel}/${entry.name}` : entry.name
    if (kept.includes(child)) continue
    if (entry.isDirectory() && kept.some((k) => k.startsWith(`${child}/`))) {
      cleanFolder(out, child, kept)
      continue
    }
    rmSync(path.join(out, child), { recursive: true, force: true })
  }
}
