// Runs the browser's part of a save once while the page is idle, so the author's first save finds it compiled.

import { fetchPageSources, siteReader } from '../page-load/fetch-page'
import { loadRenderer } from '../page-load/query-options'
import { cachedManifest, shownEntry, type DevContext } from './dev-context'

/** How many throwaway renders of the open page (the first saves painted in 100-200 ms, later ones in 60). */
const RENDERS = 2

/**
 * Renders the open page from its files as a save does (apply-content.ts), the result thrown away,
 * once the page is idle: the app rendered it once at load, and the renderer's code ran slowly for
 * the first saves after that.
 */
export function warmUpAfterLoad(ctx: DevContext): void {
  const idle = (run: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 500)
  idle(() => {
    void (async () => {
      const manifest = cachedManifest(ctx)
      const entry = manifest && shownEntry(ctx, manifest)
      if (!entry) return
      const [{ renderPage }, files] = await Promise.all([loadRenderer(), fetchPageSources(siteReader(ctx.base), entry)])
      for (let i = 0; i < RENDERS; i++) await renderPage(manifest, entry, files)
    })().catch(() => undefined)
  })
}
