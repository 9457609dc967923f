// An edit of the open page's own files, shown before the site is rebuilt: the page is rendered
// from the texts the `edited` event carries, against the manifest the app already has (the
// server, rebuilding, would answer a request only once it is done). The rebuilt site follows a
// moment later (apply-content.ts) and is rendered again in full, with its new links and titles.

import type { EditedFile } from '../../manifest/dev-protocol'
import { pageKey } from '../queries/fetch-page'
import { loadRenderer } from '../queries/page'
import { cachedManifest, shownEntry, type DevContext } from './dev-context'

/**
 * Shows the open page from `files` when they are all of its files (the page file and its
 * includes) and it renders without needing another one. `current` says, before the render is
 * shown, whether this edit is still the latest. Resolves true when the page was shown.
 */
export async function showEdit(
  ctx: DevContext,
  files: readonly EditedFile[],
  current: () => boolean,
): Promise<boolean> {
  const manifest = cachedManifest(ctx)
  const entry = manifest && shownEntry(ctx, manifest)
  if (!entry) return false
  const own = [entry.file, ...(entry.includes ?? [])]
  const texts = new Map(files.map((file) => [file.path, file.text]))
  if (!own.every((path) => texts.has(path)) || texts.size !== new Set(own).size) return false
  const { renderPage } = await loadRenderer()
  const page = await renderPage(manifest, entry, texts)
  // A page rendered in steps, or one that now includes another file, waits for the rebuild.
  if (page.pending() || page.diagnostics.some((d) => d.code === 'include') || !current()) return false
  ctx.queryClient.setQueryData(pageKey(entry), page)
  return true
}
