// What the dev server tells open pages (Server-Sent Events at `${base}__dev/events`), shared by tools and app.

import type { SiteProblem } from './site-problems'

/** Path under the base of the dev endpoints. */
export const DEV_PREFIX = '__dev/'

/**
 * One event of the stream; its `type` is also the SSE event name.
 * - `hello`: sent on connect; a changed `appBuild` means the page runs old app code.
 * - `content`: the manifest changed; `files` are the docs files added, edited or removed.
 * - `reload`: the app bundle was rebuilt; reload the page.
 */
export type DevEvent =
  | { type: 'hello'; appBuild: string; contentHash: string }
  | { type: 'content'; contentHash: string; files: string[] }
  | { type: 'reload'; appBuild: string }

/** `${base}__dev/problems.json`: every problem of the site, as `npm run check` reports it. */
export interface DevProblems {
  contentHash: string
  problems: SiteProblem[]
}
