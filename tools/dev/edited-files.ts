// The texts of the files a save wrote, for the `edited` event (manifest/dev-protocol.ts): an open
// page made of them shows them without asking the server, which is busy rebuilding the site.

import type { EditedFile } from '../../manifest/dev-protocol'
import { isSkippedPath, readSourceFile } from '../lib/read-docs'

/** Files larger than this are left to the rebuilt site (the event stays small). */
const MAX_EDITED_BYTES = 512 * 1024

/** The docs files among `paths` (docs-root relative) that read as text, with their text. */
export function editedFiles(root: string, paths: readonly string[]): EditedFile[] {
  const edited: EditedFile[] = []
  for (const rel of new Set(paths)) {
    if (isSkippedPath(rel)) continue
    try {
      const file = readSourceFile(root, rel)
      if (file.text !== undefined && file.size <= MAX_EDITED_BYTES) edited.push({ path: rel, text: file.text })
    } catch {
      // Removed, renamed or a folder: the rebuilt site says what became of it.
    }
  }
  return edited
}
