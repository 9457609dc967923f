// What the dev server tells open pages (Server-Sent Events at `${base}__dev/events`), shared by tools and app.

import type { SiteProblem } from './site-problems'

/** Path under the base of the dev endpoints. */
export const DEV_PREFIX = '__dev/'

/**
 * One event of the stream; its `type` is also the SSE event name.
 * - `hello`: sent on connect; a changed `appBuild` means the page runs old app code.
 * - `edited`: docs files were written, with their text, before the site is rebuilt (which keeps
 *   the server from answering meanwhile); a page made of these files only may show them at once
 *   (a `content` event follows when the rebuild changed anything).
 * - `content`: the manifest changed; `files` are the docs files added, edited or removed.
 * - `reload`: the app bundle was rebuilt; reload the page.
 */
export type DevEvent =
  | { type: 'hello'; appBuild: string; contentHash: string }
  | { type: 'edited'; files: EditedFile[] }
  | { type: 'content'; contentHash: string; files: string[] }
  | { type: 'reload'; appBuild: string }

/** A docs file as written, in an `edited` event. */
export interface EditedFile {
  /** Docs-root relative path. */
  path: string
  text: string
}

/** `${base}__dev/problems.json`: every problem of the site, as `npm run check` reports it. */
export interface DevProblems {
  contentHash: string
  problems: SiteProblem[]
}
