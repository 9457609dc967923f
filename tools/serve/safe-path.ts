// Maps a URL path to a file inside one folder, refusing anything that could leave it.

import { realpathSync } from 'node:fs'
import { realpath } from 'node:fs/promises'
import path from 'node:path'

/** Why a URL path was refused, or the file it names. */
export type SafePath = { ok: true; file: string; rel: string } | { ok: false; reason: string }

/**
 * Turns `urlPath` (the part after the base, still percent-encoded, e.g. `manual/a%20b.md`) into a
 * path under `root`. Refused: undecodable escapes, NUL bytes, backslashes, `.`/`..` segments
 * (also when written as `%2e%2e` or with an encoded `%2f`), absolute paths and drive letters.
 * The result is purely lexical; call `insideRealRoot` before reading to stop symlink escapes.
 */
export function resolveUrlPath(root: string, urlPath: string): SafePath {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return { ok: false, reason: 'bad escape' }
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { ok: false, reason: 'bad character' }
  if (decoded.startsWith('/') || /^[a-z]:/i.test(decoded)) return { ok: false, reason: 'absolute' }
  const segments = decoded.split('/')
  if (segments.some((s) => s === '..' || s === '.')) return { ok: false, reason: 'dot segment' }
  const base = path.resolve(root)
  const file = path.resolve(base, ...segments.filter((s) => s !== ''))
  if (file !== base && !file.startsWith(base + path.sep)) return { ok: false, reason: 'outside' }
  return { ok: true, file, rel: segments.filter((s) => s !== '').join('/') }
}

/**
 * The real path of `file` when it exists and, after following symlinks, still lies inside the
 * real path of `root`; undefined otherwise (missing, or a link pointing out of the folder).
 */
export async function insideRealRoot(root: string, file: string): Promise<string | undefined> {
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(file)])
    if (realFile === realRoot || realFile.startsWith(realRoot + path.sep)) return realFile
  } catch {
    // Missing file: nothing to serve.
  }
  return undefined
}

/** `insideRealRoot` without awaiting, for tools that read a whole tree in one go. */
export function insideRealRootSync(root: string, file: string): string | undefined {
  try {
    const realFile = realpathSync(file)
    const realRoot = realpathSync(root)
    if (realFile === realRoot || realFile.startsWith(realRoot + path.sep)) return realFile
  } catch {
    // Missing file: nothing to read.
  }
  return undefined
}
