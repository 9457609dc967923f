// Boot: read the base, create the QueryClient and router, apply the colour scheme, load the route, render.

import './app-chunk' // its modules share one chunk (the file says why)
import './shared-chunk' // its modules share one chunk (the file says why)
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { readBase } from '../lib/base-path'
import { whenIdle } from '../dom/schedule'
import { seedQueryClient, takeOverFirstPaint } from '../first-paint/first-paint-queries'
import { watchFirstPaint } from '../page-dom/keep-place-on-replace'
import { loadSanitizer } from '../sanitize/sanitize'
import { bootColorScheme } from '../dom/color-scheme-boot'
import { loadRenderer } from '../page-load/page-query'
import { wholeManifest } from '../page-load/manifest-query'
import { createDocsRouter } from '../router'
import '../styles/index.css'

// The app takes over what the first paint (app/first-paint/) has started; it starts nothing more.
const firstPaintQueries = takeOverFirstPaint()
// A reader may scroll the first paint's text while the app loads: its first render keeps that place.
const firstShow = watchFirstPaint(document.querySelector('#app > .boot-shell'))
bootColorScheme()
// Start fetching the rendering chunk now, in parallel with the manifest.
loadRenderer().catch(() => undefined)

const base = readBase(document)
const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
})
const router = createDocsRouter(queryClient, base, firstShow)
// What the first paint loaded (manifest, page) is the cache's first data: nothing is loaded twice.
await seedQueryClient(queryClient, firstPaintQueries)

// Keep the static first paint (the page title in the route's HTML, and its text once the
// first-paint script has rendered it) until the page can be shown whole, instead of replacing it
// with a loading view; errors are rendered by the router itself.
await router.load().catch(() => undefined)
// Taken over from the first page's part of the manifest: the whole one now, for the other pages.
void wholeManifest(queryClient, base).catch(() => undefined)

// Most pages have frontmatter: load its parser while the reader is reading, not after a click; and
// the sanitizer, which a page whose markup the check declines waits for.
whenIdle(
  () =>
    void loadRenderer()
      .then((m) => m.loadFrontmatterParser())
      .catch(() => undefined),
  2000,
)
whenIdle(() => void loadSanitizer().catch(() => undefined), 2000)

// Only the dev server's shell carries this meta, and only its bundle has the dev module.
if (__DOCS_DEV_SERVER__ && document.querySelector('meta[name="docs-dev"]')) {
  void import('../dev/start-dev').then((m) => m.startDev({ queryClient, router, base }))
}

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
