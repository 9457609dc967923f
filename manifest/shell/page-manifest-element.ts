// Where a page's HTML shell carries the part of the manifest its first paint needs: written by
// tools/publish/page-manifest.ts and index-html.ts, read by app/first-paint/shell-part.ts.

import type { ParsedFrontmatter } from '../markdown/parse-frontmatter'
import type { Manifest } from '../types'

/** A page's frontmatter as the build parsed it: the app uses it while `yaml` is what it fetched. */
export interface PageFrontmatter {
  /** The YAML text (splitFrontmatter's `yaml`) it was parsed from. */
  yaml: string
  parsed: ParsedFrontmatter
}

/** A long page's head: its opening blocks, which its shell carries (`PageManifest.source`). */
export interface PageHead {
  /** The name the head's text goes by, e.g. `_head/api/index.md` (no file of that name is written). */
  file: string
  /** Words of the whole page (its reading time, before the whole file is fetched). */
  words: number
}

/** What a page's shell carries for its first paint. */
export interface PageManifest {
  /** The route the part was written for. */
  route: string
  /** The app shows a sidebar on this route (the part holds no navigation). */
  hasSidebar: boolean
  manifest: Manifest
  /**
   * The page's navigation shard (nav-shard.ts), e.g. `nav/3.json`: the app takes the page over
   * from this part joined with it. Undefined when the page needs the whole manifest for that (a
   * catalog widget lists the site's pages) or its shard could not be made.
   */
  nav?: string
  /**
   * The page's head (tools/publish/page-heads.ts): the opening blocks of a long page, which its first
   * paint renders while the app fetches the whole file after taking the page over. Undefined for
   * a page that has none.
   */
  head?: PageHead
  /**
   * The page's frontmatter, parsed, when it has some (and its data survives JSON as it is): the
   * first page the app shows needs no YAML parser, a download of its own.
   */
  frontmatter?: PageFrontmatter
  /**
   * The markdown the first paint renders (the page's file, or its head when it has one), carried
   * in the shell itself: it arrives with the HTML, while the requests for the renderer's code wait
   * their round trip, instead of as a request of its own after the HTML. Undefined when the build
   * had no text for the page (its file is then fetched).
   */
  source?: PageSourceText
}

/** A docs file's text as the shell carries it. */
export interface PageSourceText {
  /** Docs-root relative path of the file the text is, e.g. `manual/jobs/job-options.md` or `_head/api/index.md`. */
  file: string
  text: string
}

/** Id of the `<script type="application/json">` holding that part (compact wire form). */
export const PAGE_MANIFEST_ID = 'docs-page-manifest'

/** Attribute of that element naming the route it was written for. */
export const PAGE_MANIFEST_ROUTE_ATTR = 'data-route'

/** Attribute of that element present when the route has a sidebar (the part holds no navigation). */
export const PAGE_MANIFEST_SIDEBAR_ATTR = 'data-sidebar'

/** Attribute of that element naming the page's navigation shard (`PageManifest.nav`). */
export const PAGE_MANIFEST_NAV_ATTR = 'data-nav'

/** Attribute of that element naming the page's head (`PageManifest.head`'s file). */
export const PAGE_MANIFEST_HEAD_ATTR = 'data-head'

/** Attribute of that element with the words of a page that has a head (`PageManifest.head`'s words). */
export const PAGE_MANIFEST_WORDS_ATTR = 'data-words'

/** Id of the `<script type="application/json">` holding the page's PageFrontmatter. */
export const PAGE_FRONTMATTER_ID = 'docs-page-frontmatter'

/** Id of the `<script type="application/json">` holding the first paint's markdown (`PageManifest.source`'s text, a JSON string). */
export const PAGE_SOURCE_ID = 'docs-page-source'

/** Attribute of that element naming the file the text is (`PageManifest.source`'s file). */
export const PAGE_SOURCE_FILE_ATTR = 'data-file'
