// The problems panel and the markers in the text, kept in step with the page on screen: what the
// dev server's pages show (start-dev.ts) and the browser preview shows (app/preview/) alike; each
// puts the site's problems in the store.

import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { shownFiles, type DevContext } from './dev-context'
import { DevPanel, type ProblemsScope } from './DevPanel'
import { injectDevStyles } from './dev-styles'
import type { DevStore } from './dev-store'
import { watchProblemMarkers } from './mark-problems'

/**
 * Shows the panel in a corner, follows the page shown (its file and includes) and marks its
 * problems; `scope` words the panel for the dev server or the preview.
 */
export function showProblems(ctx: DevContext, store: DevStore, scope: ProblemsScope): void {
  ctx.router.subscribe('onResolved', () => store.set({ files: shownFiles(ctx) }))
  ctx.queryClient.getQueryCache().subscribe(() => {
    const files = shownFiles(ctx)
    if (files.join('\n') !== store.get().files.join('\n')) store.set({ files })
  })
  injectDevStyles()
  const host = document.createElement('div')
  host.id = 'docs-dev'
  document.body.append(host)
  createRoot(host).render(createElement(DevPanel, { store, scope }))
  watchProblemMarkers(ctx, store)
}
