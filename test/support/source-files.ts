// The TypeScript sources under a folder, for tests that read the code itself (import rules, HTML writes).

import { readdirSync } from 'node:fs'
import path from 'node:path'

/** Every .ts and .tsx file under `dir`, as full paths. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}
