// The record a build of several versions leaves in each version's folder (`.version-stamp.json`,
// a dot file nginx keeps from readers): a hash over everything that version's output is made from,
// so the next build into the same folder reuses it when nothing changed.

import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Name of the stamp in a version's output folder. */
const VERSION_STAMP = '.version-stamp.json'

/** What a version's stamp records. */
export interface VersionStamp {
  /** Hash of the version's inputs (`versionHash`). */
  hash: string
  /** Pages built. */
  pages: number
  /** What the build kept for the builds after it (the current version: its app bundle, its routes). */
  extra?: Record<string, unknown>
}

/** What one version's output is made from. */
export interface VersionInputs {
  /** Docs folder: every file's path and bytes are hashed (dot files and node_modules skipped, as the reader does). */
  src: string
  /** Site config and variables files (their text), when any. */
  files: (string | undefined)[]
  /** Everything else that shapes the output (base, version list, canonical targets, the build's code), as text. */
  extra: string
}

/** The hash of a version's inputs: the docs folder's content, its config files and the rest. */
export function versionHash(inputs: VersionInputs): string {
  const hash = createHash('sha256').update(inputs.extra).update('\0')
  addFolder(hash, path.resolve(inputs.src), '')
  for (const file of inputs.files) {
    hash.update(`\0file ${file ?? ''}\0`)
    if (file) hash.update(readFileSync(file))
  }
  return hash.digest('hex')
}

function addFolder(hash: ReturnType<typeof createHash>, root: string, rel: string): void {
  const entries = readdirSync(path.join(root, rel), { withFileTypes: true })
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  for (const entry of entries) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue
    const child = rel ? `${rel}/${entry.name}` : entry.name
    const full = path.join(root, child)
    if (entry.isDirectory()) {
      addFolder(hash, root, child)
      continue
    }
    // A link counts as where it leads (a linked folder is not walked: it could lead back up).
    if (entry.isSymbolicLink()) hash.update(`\0link ${child} ${readlinkSync(full)}`)
    if (entry.isSymbolicLink() && !statSync(full, { throwIfNoEntry: false })?.isFile()) continue
    hash.update(`\0${child}\0`)
    try {
      hash.update(readFileSync(full))
    } catch {
      hash.update('(unreadable)')
    }
  }
}

/** The stamp in `folder`, when there is a readable one. */
export async function readVersionStamp(folder: string): Promise<VersionStamp | undefined> {
  try {
    const stamp = JSON.parse(await readFile(path.join(folder, VERSION_STAMP), 'utf8')) as VersionStamp
    return typeof stamp.hash === 'string' ? stamp : undefined
  } catch {
    return undefined
  }
}

/** Records `stamp` in `folder` (written last: a build that stopped half-way leaves none). */
export async function writeVersionStamp(folder: string, stamp: VersionStamp): Promise<void> {
  await writeFile(path.join(folder, VERSION_STAMP), JSON.stringify(stamp))
}
