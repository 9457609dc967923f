// What the dev server tells open pages (Server-Sent Events at `${base}__dev/events`), shared by tools and app.

import type { z } from 'zod'
import type { SiteProblem } from './problems/site-problems'
import type { manifestChangeSchema } from './manifest-schema'

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

/**
 * `${base}__dev/manifest-change.json?since=HASH`: what changed in the manifest since the one with
 * that content hash, when the server still holds it and the change is only in some pages' entries
 * (no page added, removed or moved, the site settings and navigation the same). Otherwise the
 * answer is `null` and the page fetches the whole manifest. After a save at ten times the corpus it
 * is a few hundred bytes instead of 827 KB, and the page keeps every other entry's object.
 */
export type ManifestChange = z.output<typeof manifestChangeSchema>
