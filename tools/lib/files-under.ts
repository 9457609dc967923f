// The files under a folder of a built site, at any depth (the heads of long pages, page-heads.ts).

import { readdirSync } from 'node:fs'
import path from 'node:path'

/** Paths (relative to `out`, with `/`) of the files under `out/dir`, at any depth; none when it is absent. */
export function filesUnder(out: string, dir: string): string[] {
  try {
    return readdirSync(path.join(out, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(out, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
  } catch {
    return []
  }
}
