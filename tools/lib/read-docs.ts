// Reads a docs tree from disk: every file's text (strict UTF-8), size, mtime and git time.
// File calls are synchronous: a tree is thousands of small files read one after another, and each
// awaited call costs a thread-pool round trip (7,090 files: 1.8 s awaited, a fraction of that sync).

import { execFile } from 'node:child_process'
import { lstatSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import type { SourceFile } from '../../manifest/builder/build-manifest'
import { insideRealRootSync } from '../serve/safe-path'
import { decodeSource, isTextFile } from '../../manifest/builder/decode-source'

export { isSkippedPath } from '../../manifest/builder/decode-source'

const run = promisify(execFile)

/**
 * Walks `src` (skipping dot-folders and node_modules) and reads every file. Markdown is decoded
 * with a fatal UTF-8 decoder so a non-UTF-8 file becomes a read error, not mojibake.
 * Last-updated times come from one `git log` over the tree when `src` is in a git work tree.
 */
export async function readDocs(src: string): Promise<SourceFile[]> {
  const root = path.resolve(src)
  // git reads its log in its own process while the files are read here.
  const gitTimes = readGitTimes(root)
  const files = walk(root, '').map((rel) => readSourceFile(root, rel))
  const times = await gitTimes
  for (const file of files) {
    const time = times.get(file.path)
    if (time !== undefined && !file.leftOut) file.gitTime = time
  }
  return files
}

/** Reads one file of the tree (the dev server re-reads single files with this); throws when it is gone. */
export function readSourceFile(root: string, rel: string, gitTime?: number): SourceFile {
  const full = path.join(root, rel)
  const link = lstatSync(full)
  if (link.isSymbolicLink() && !linkStaysInside(root, full)) {
    return { path: rel, size: 0, mtime: Math.round(link.mtimeMs), error: SYMLINK_OUTSIDE, leftOut: true }
  }
  const info = statSync(full)
  const file: SourceFile = { path: rel, size: info.size, mtime: Math.round(info.mtimeMs) }
  if (gitTime !== undefined) file.gitTime = gitTime
  if (!isTextFile(rel)) return file
  let bytes: Buffer
  try {
    bytes = readFileSync(full)
  } catch (error) {
    file.error = error instanceof Error ? error.message : String(error)
    return file
  }
  const decoded = decodeSource(bytes)
  if ('text' in decoded) file.text = decoded.text
  else file.error = decoded.error
  return file
}

/** Why a symbolic link is not read (the build does not copy it either). */
const SYMLINK_OUTSIDE = 'symbolic link to a place outside the docs folder (or to a folder); not read and not copied'

/** True when the link at `full` leads to a file inside `root` (both compared as real paths). */
export function linkStaysInside(root: string, full: string): boolean {
  const target = insideRealRootSync(root, full)
  return target !== undefined && statSync(target).isFile()
}

/** Relative paths of every file under `rel` (a folder of the tree, '' for the root), sorted. */
export function walkFiles(root: string, rel: string): string[] {
  return walk(path.resolve(root), rel)
}

function walk(root: string, rel: string): string[] {
  const entries = readdirSync(path.join(root, rel), { withFileTypes: true })
  const out: string[] = []
  for (const entry of entries) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue
    const child = rel === '' ? entry.name : `${rel}/${entry.name}`
    if (entry.isDirectory()) out.push(...walk(root, child))
    // A symbolic link is listed; reading it checks where it leads (readSourceFile).
    else if (entry.isFile() || entry.isSymbolicLink()) out.push(child)
  }
  return out.sort()
}

/**
 * Last commit time per file (relative to `root`), from a single `git log`; empty when `root`
 * is not inside a git work tree or git is missing.
 */
async function readGitTimes(root: string): Promise<Map<string, number>> {
  const times = new Map<string, number>()
  try {
    const top = (await run('git', ['rev-parse', '--show-toplevel'], { cwd: root })).stdout.trim()
    const { stdout } = await run('git', ['log', '--format=@%ct', '--name-only', '--no-renames', '--', '.'], {
      cwd: root,
      maxBuffer: 256 * 1024 * 1024,
    })
    const prefix = path.relative(top, root).split(path.sep).join('/')
    let time = 0
    for (const line of stdout.split('\n')) {
      if (line.startsWith('@')) time = Number(line.slice(1)) * 1000
      else if (line !== '') {
        const rel = relativeTo(prefix, line)
        if (rel !== undefined && !times.has(rel)) times.set(rel, time)
      }
    }
  } catch {
    // Not a git work tree (or no git): callers fall back to mtime.
  }
  return times
}

/** `file` (repository relative) relative to the folder `prefix`; undefined when outside. */
function relativeTo(prefix: string, file: string): string | undefined {
  if (prefix === '') return file
  return file.startsWith(prefix + '/') ? file.slice(prefix.length + 1) : undefined
}
