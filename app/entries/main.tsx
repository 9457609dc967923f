// Entry `main`, the app: read the base, create the QueryClient and router, take over what the
// first paint loaded, apply the colour scheme, load the route, render. A page whose shell has a
// first paint is started by it (app/entries/first-paint.ts, which hands its query cache over);
// any other page's shell loads this script alone, which starts itself.

import './app-chunk' // its modules share one chunk (the file says why)
import './shared-chunk' // its modules share one chunk (the file says why)
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { readBase } from '../lib/base-path'
import { whenIdle } from '../dom/schedule'
import { prefetchAllowed, readerConnection } from '../dom/prefetch-allowed'
import { prefetchSearch } from '../search/index'
import { FirstShowContext } from '../page-dom/first-show-context'
import { watchFirstPaint } from '../page-dom/keep-place-on-replace'
import { loadSanitizer } from '../sanitize/sanitize'
import { bootColorScheme } from '../dom/color-scheme-boot'
import { adoptQueries, queryCacheOf, type CacheHandover } from '../page-load/page-cache'
import { createQueryClient, loadRenderer, wholeManifest } from '../page-load/query-options'
import { createDocsRouter } from '../router'
import '../styles/index.css'

/** Starts the app; `firstPaint` is the first paint's query cache, when it painted first. */
export async function startApp(firstPaint?: CacheHandover): Promise<void> {
  // The app takes over what the first paint (app/first-paint/) has started; it starts nothing more.
  const firstPaintQueries = firstPaint?.takeOver() ?? []
  // A reader may scroll the first paint's text while the app loads: its first render keeps that place.
  const firstShow = watchFirstPaint(document.querySelector('#app > .boot-shell'))
  bootColorScheme()
  // Start fetching the rendering chunk now, in parallel with the manifest.
  loadRenderer().catch(() => undefined)

  const base = readBase(document)
  const queryClient = createQueryClient()
  const router = createDocsRouter(queryClient, base)
  // What the first paint loaded (manifest, page) is the cache's first data: nothing is loaded twice.
  await adoptQueries(queryClient, firstPaintQueries)

  // Keep the static first paint (the page title in the route's HTML, and its text once the
  // first-paint script has rendered it) until the page can be shown whole, instead of replacing it
  // with a loading view; errors are rendered by the router itself.
  await router.load().catch(() => undefined)
  // Once the app is idle, one after the other rather than sharing a slow link: what the reader's
  // first search needs, unless they save data (so that '/' opens search at once and the first key
  // searches; a '/' pressed before the app was ready waits on these bytes); then the whole manifest,
  // taken over from the first page's part (other pages need it, and a click asks for it at once);
  // then the frontmatter parser (most pages have frontmatter: loaded while the reader is reading,
  // not after a click) and the sanitizer, which a page whose markup the check declines waits for.
  whenIdle(() => {
    const search = prefetchAllowed(readerConnection()) ? prefetchSearch() : Promise.resolve()
    void search.then(() => {
      void wholeManifest(queryCacheOf(queryClient), base).catch(() => undefined)
      void loadRenderer()
        .then((m) => m.loadFrontmatterParser())
        .catch(() => undefined)
      void loadSanitizer().catch(() => undefined)
    })
  }, 2000)

  // Only the dev server's shell carries this meta, and only its bundle has the dev module.
  if (__DOCS_DEV_SERVER__ && document.querySelector('meta[name="docs-dev"]')) {
    void import('../dev/start-dev').then((m) => m.startDev({ queryClient, router, base }))
  }

  createRoot(document.getElementById('app')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <FirstShowContext value={firstShow}>
          <RouterProvider router={router} />
        </FirstShowContext>
      </QueryClientProvider>
    </StrictMode>,
  )
}

// A shell with a first paint names this script in `<meta name="docs-app">`: the first paint starts it.
if (!document.querySelector('meta[name="docs-app"]')) await startApp()
