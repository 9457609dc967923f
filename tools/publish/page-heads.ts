// The heads of long pages: their opening blocks, which their shells carry for the first paint.
//
// The app shows a long page's first piece (its opening blocks) first and adds the rest once it
// has taken over (app/page-load/render/page-content.ts). Its first paint needs only those blocks, yet it
// waited for the whole markdown, which on the slow link shares the bandwidth with the app's own
// code: on the 200 KB API reference, 40 KB of markdown stood between the reader and the app. A
// page given a head has its shell carry the head instead of its whole text (route-html.ts), and
// the app fetches the whole file after it has taken the page over (app/page-load/render/head-first.ts).
// The manifest build works each head out in its one render of the page
// (manifest/builder/page-head.ts); this names it. No file is written for a head.

import { existsSync } from 'node:fs'
import path from 'node:path'
import type { PublishedPage } from '../../manifest/builder/published-page'
import type { PageEntry } from '../../manifest/types'
import type { PageHead } from '../../manifest/shell/page-manifest-element'

/** Folder the heads' names are under (docs-root relative paths below it): `_head/<file>`. */
export const HEADS_FOLDER = '_head'

/**
 * Prepares the naming of heads, from the build's `published` pages; the function returned gives
 * a page's head (the name its text goes by, `_head/<file>`, and the words of the whole page, for
 * its reading time), or undefined when it has none. A page whose head's name is a file of the docs
 * tree in `out` gets no head (the shell's text would stand for that file).
 */
export function pageHeads(
  out: string,
  published: ReadonlyMap<string, PublishedPage>,
): (page: PageEntry) => PageHead | undefined {
  const folder = path.join(out, HEADS_FOLDER)
  return (page) => {
    const head = published.get(page.file)?.head
    if (head === undefined || page.home) return undefined
    const rel = `${HEADS_FOLDER}/${page.file}`
    const file = path.join(out, rel)
    if (!file.startsWith(folder + path.sep) || existsSync(file)) return undefined
    return { file: rel, words: head.words }
  }
}
