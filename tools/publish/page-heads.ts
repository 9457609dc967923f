// Writes the heads of long pages (`_head/<file>`): their opening blocks as files of their own, for
// their first paint.
//
// The app shows a long page's first piece (its opening blocks) first and adds the rest once it
// has taken over (app/page-load/render/page-content.ts). Its first paint needs only those blocks, yet it
// waited for the whole markdown, which on the slow link shares the bandwidth with the app's own
// code: on the 200 KB API reference, 40 KB of markdown stood between the reader and the app. A
// page given a head has its shell preload the head instead, and the app fetches the whole file
// after it has taken the page over (app/page-load/render/head-first.ts). The manifest build works each
// head out in its one render of the page (manifest/builder/page-head.ts); this only writes it.

import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { PublishedPage } from '../../manifest/builder/published-page'
import type { PageEntry } from '../../manifest/types'
import type { PageHead } from '../../manifest/shell/page-manifest-element'

/** Folder of the heads, under the output folder (docs-root relative paths below it). */
export const HEADS_FOLDER = '_head'

/**
 * Prepares the writing of heads into `out`, from the build's `published` pages; the function
 * returned writes a page's head and returns it (the docs-root relative path under HEADS_FOLDER,
 * and the words of the whole page, for its reading time), or undefined when it has none. A file
 * of the docs tree at a head's path is never overwritten (that page then has no head). Each head
 * written is added to `written` (its path relative to `out`).
 */
export function writePageHeads(
  out: string,
  published: ReadonlyMap<string, PublishedPage>,
  written: string[] = [],
): (page: PageEntry) => PageHead | undefined {
  const folder = path.join(out, HEADS_FOLDER)
  return (page) => {
    const head = published.get(page.file)?.head
    if (head === undefined || page.home) return undefined
    const rel = `${HEADS_FOLDER}/${page.file}`
    const file = path.join(out, rel)
    if (!file.startsWith(folder + path.sep) || existsSync(file)) return undefined
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, head.text)
    written.push(rel)
    return { file: rel, words: head.words }
  }
}
