// Route tree: a root (layout, manifest, full-page errors) and the one catch-all page route.

import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, createRoute, createRouter, notFound, redirect } from '@tanstack/react-router'
import { Layout } from './components/Layout'
import { LoadingView } from './components/LoadingView'
import { ManifestErrorView } from './components/ManifestErrorView'
import { NotFoundView } from './components/NotFoundView'
import { PageErrorView } from './components/PageErrorView'
import { PageView } from './components/PageView'
import { routerBasepath } from './lib/base-path'
import { routeFromSplat, splatTarget } from './lib/route-link'
import { loadPage } from './page-load/load-page'
import { queryCacheOf } from './page-load/page-cache'
import { appPageSource, manifestQueryOptions } from './page-load/query-options'
import type { PageSource } from './page-load/page-query'

/** What every route can read from the router context. */
interface RouterContext {
  queryClient: QueryClient
  /** Base path with slashes, e.g. '/docs/'. */
  base: string
  /** Where pages are read from: the site's files (appPageSource), or the folder the browser preview was given. */
  source: PageSource
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  loader: ({ context }) => context.queryClient.ensureQueryData(manifestQueryOptions(context.base)),
  component: Layout,
  errorComponent: ManifestErrorView,
  pendingComponent: LoadingView,
  notFoundComponent: NotFoundView,
})

/** The catch-all page route; `_splat` is the path under the base. */
const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  loader: async ({ context, params, location }) => {
    const { queryClient, source } = context
    // The splat loses a trailing slash ('/a/' → 'a'), so read the path itself.
    const path = location.pathname || routeFromSplat(params._splat)
    const loaded = await loadPage(queryCacheOf(queryClient), source, path)
    if (loaded.kind === 'redirect') {
      throw redirect({ ...splatTarget(loaded.route, location.hash || loaded.hash), replace: true })
    }
    if (loaded.kind === 'not-found') throw notFound()
    return { route: loaded.entry.route }
  },
  component: PageView,
  errorComponent: PageErrorView,
  notFoundComponent: NotFoundView,
})

const routeTree = rootRoute.addChildren([pageRoute])

/** Creates the router for a base path and query client; pages are read from `source` (default: the site's files). */
export function createDocsRouter(queryClient: QueryClient, base: string, source: PageSource = appPageSource(base)) {
  return createRouter({
    routeTree,
    basepath: routerBasepath(base),
    context: { queryClient, base, source },
    trailingSlash: 'preserve',
    // Query decides freshness (the router never caches on its own); the router preloads on hover/focus.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 600,
    // Scrolling is ours (hooks/use-page-scroll.ts): restore, else hash (kept pinned), else top.
    scrollRestoration: () => false,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createDocsRouter>
  }
}
