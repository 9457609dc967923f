// What the static build writes of a page besides its manifest entry, taken from the builder's one
// read and render of it: a long page's head, the frontmatter its shell carries, and its text as
// read (the offline list scans it for media). The build writes them without reading the page back
// from its output folder.

import { countMarkdownWords } from '../markdown/word-count'
import type { PageFrontmatter } from '../shell/page-manifest-element'
import type { PageSource } from './page-source'

/** What the static build writes of one page (or included file) besides its manifest entry. */
export interface PublishedPage {
  /**
   * A long page's head (page-head.ts): the text written as `_head/<file>` (the page's frontmatter
   * and opening blocks) and the words of the whole page, for its reading time.
   */
  head?: { text: string; words: number }
  /** The page's frontmatter as the builder parsed it, when it has some (its shell may carry it). */
  frontmatter?: PageFrontmatter
  /**
   * The file's text as the build read it (undefined when it could not): the offline list scans it
   * for the media it names, in a pass of its own (manifest/offline/media-references.ts).
   */
  text?: string
}

/** What the static build writes of `source`, whose render gave the head body `head` (or none). */
export function publishedPage(source: PageSource, head: string | undefined): PublishedPage {
  const text = source.source.text
  if (text === undefined) return {}
  const page: PublishedPage = { text }
  if (source.parsedFrontmatter) page.frontmatter = source.parsedFrontmatter
  if (head !== undefined) {
    // The file's text before its body (its frontmatter), then the head's body.
    page.head = { text: text.slice(0, text.length - source.body.length) + head, words: countMarkdownWords(source.body) }
  }
  return page
}

/** What the static build takes of a file pages include that is not a page itself: its text. */
export function publishedInclude(text: string | undefined): PublishedPage {
  return text === undefined ? {} : { text }
}
