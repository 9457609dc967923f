// The picked folder's files, read in the browser: from a folder input (`webkitdirectory`) or a
// kept folder (`showDirectoryPicker`), as the build's source files. Nothing is sent anywhere.

import { decodeSource, isSkippedPath, isTextFile } from '../../manifest/builder/decode-source'
import type { SourceFile } from '../../manifest/builder/build-manifest'

/** One file of the folder: its docs-root relative path, size, time, and its bytes when asked. */
export interface FolderFile {
  path: string
  size: number
  mtime: number
  file: () => Promise<File>
}

/** The files of a folder input's list (paths without the folder's own name), dot-folders and node_modules left out. */
export function filesOfList(list: Iterable<File>): FolderFile[] {
  const out: FolderFile[] = []
  for (const file of list) {
    const full = file.webkitRelativePath || file.name
    const path = full.slice(full.indexOf('/') + 1)
    if (!path || isSkippedPath(path)) continue
    out.push({ path, size: file.size, mtime: file.lastModified, file: () => Promise.resolve(file) })
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : 1))
}

/** A kept folder's files, walked now (their sizes and times as they are on disk). */
export async function filesOfHandle(dir: FileSystemDirectoryHandle, prefix = ''): Promise<FolderFile[]> {
  const out: FolderFile[] = []
  const walks: Promise<FolderFile[]>[] = []
  const reads: Promise<void>[] = []
  for await (const handle of (dir as unknown as FolderHandle).values()) {
    const path = prefix + handle.name
    if (isSkippedPath(path)) continue
    if (handle.kind === 'directory') walks.push(filesOfHandle(handle as FileSystemDirectoryHandle, `${path}/`))
    else {
      const fileHandle = handle as FileSystemFileHandle
      reads.push(
        fileHandle.getFile().then((file) => {
          out.push({ path, size: file.size, mtime: file.lastModified, file: () => fileHandle.getFile() })
        }),
      )
    }
  }
  await Promise.all(reads)
  for (const files of await Promise.all(walks)) out.push(...files)
  return out.sort((a, b) => (a.path < b.path ? -1 : 1))
}

/** A folder handle's entries (the DOM typings of this TypeScript version leave `values()` out). */
interface FolderHandle {
  values(): AsyncIterable<FileSystemHandle>
}

/**
 * One file as the build reads it (text files decoded as strict UTF-8, the others by size and
 * time), and a text file's text as a browser reads it from a server (a file that is not valid
 * UTF-8 shows with replacement characters, as the built site shows it; its problem is listed).
 */
export async function sourceFileOf(file: FolderFile): Promise<{ source: SourceFile; shown?: string }> {
  const source: SourceFile = { path: file.path, size: file.size, mtime: file.mtime }
  if (!isTextFile(file.path)) return { source }
  try {
    const bytes = new Uint8Array(await (await file.file()).arrayBuffer())
    const decoded = decodeSource(bytes)
    if ('text' in decoded) return { source: { ...source, text: decoded.text }, shown: decoded.text }
    return { source: { ...source, error: decoded.error }, shown: new TextDecoder().decode(bytes) }
  } catch (error) {
    return { source: { ...source, error: error instanceof Error ? error.message : String(error) } }
  }
}

/** True when the two lists name the same files with the same sizes and times. */
export function sameListing(a: readonly FolderFile[], b: readonly FolderFile[]): boolean {
  return (
    a.length === b.length &&
    a.every((f, i) => f.path === b[i]!.path && f.size === b[i]!.size && f.mtime === b[i]!.mtime)
  )
}
