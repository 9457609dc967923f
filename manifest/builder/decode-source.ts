// A docs file's bytes as the build reads them: which files are text, and their text (strict
// UTF-8; a UTF-16 file or invalid UTF-8 is a read error with a reason). The tools read the bytes
// from disk (tools/lib/read-docs.ts), the browser preview from the picked folder (app/preview/).

/** The WHATWG text decoder Node and browsers both have (manifest/ is typed without either platform's globals). */
declare const TextDecoder: new (label: string, options: { fatal: boolean }) => { decode(bytes: Uint8Array): string }

/** File extensions read as text (everything else is an asset: size and times only). */
const TEXT_EXTENSIONS = new Set(['.md', '.markdown', '.txt', '.json', '.yml', '.yaml'])

/** True when the build reads `path` as text. */
export function isTextFile(path: string): boolean {
  const dot = path.lastIndexOf('.')
  return dot > path.lastIndexOf('/') && TEXT_EXTENSIONS.has(path.slice(dot).toLowerCase())
}

/** The text of a file's bytes, or why it has none. */
export function decodeSource(bytes: Uint8Array): { text: string } | { error: string } {
  const utf16 = utf16Name(bytes)
  if (utf16) return { error: `the file is ${utf16} text (it starts with a byte order mark); save it as UTF-8` }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) }
  } catch {
    return { error: 'not valid UTF-8 text' }
  }
}

/** 'UTF-16LE' or 'UTF-16BE' when `bytes` start with that byte order mark (served as is, the
 * browser would read it as UTF-8 and show noise, so it is refused with a clear reason). */
function utf16Name(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'UTF-16LE'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'UTF-16BE'
  return undefined
}

/** Whether a docs-root relative path is skipped by the walk (dot-folders/files, node_modules). */
export function isSkippedPath(rel: string): boolean {
  return rel.split('/').some((s) => s.startsWith('.') || s === 'node_modules')
}
