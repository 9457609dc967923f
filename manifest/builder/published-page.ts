// What the static build writes of a page besides its manifest entry, taken from the builder's one
// read and render of it: a long page's head, the frontmatter its shell carries, and the media its
// text names (for the offline list). Not the text itself: held for every page until the build's
// last pass, the texts were 650 MB of its memory at 70,900 pages.

import { mediaReferences } from '../offline/media-references'
import { countMarkdownWords } from '../markdown/word-count'
import type { PageFrontmatter } from '../shell/page-manifest-element'
import type { PageSource } from './page-source'

/** What the static build writes of one page (or included file) besides its manifest entry. */
export interface PublishedPage {
  /**
   * A long page's head (page-head.ts): the text its shell carries (the page's frontmatter and
   * opening blocks) and the words of the whole page, for its reading time.
   */
  head?: { text: string; words: number }
  /** The page's frontmatter as the builder parsed it, when it has some (its shell may carry it). */
  frontmatter?: PageFrontmatter
  /**
   * The media references the file's text names, as written (manifest/offline/media-references.ts),
   * for the offline list; undefined when the build could not read it.
   */
  media?: string[]
}

/** What the static build writes of `source`, whose render gave the head body `head` (or none). */
export function publishedPage(source: PageSource, head: string | undefined): PublishedPage {
  const text = source.source.text
  if (text === undefined) return {}
  const page: PublishedPage = { media: mediaReferences(text) }
  if (source.parsedFrontmatter) page.frontmatter = source.parsedFrontmatter
  if (head !== undefined) {
    // The file's text before its body (its frontmatter), then the head's body.
    page.head = { text: text.slice(0, text.length - source.body.length) + head, words: countMarkdownWords(source.body) }
  }
  return page
}

/** What the static build takes of a file pages include that is not a page itself: the media it names. */
export function publishedInclude(text: string | undefined): PublishedPage {
  return text === undefined ? {} : { media: mediaReferences(text) }
}
