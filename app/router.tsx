// Route tree: a root (layout, manifest, full-page errors) and the one catch-all page route.

import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, createRoute, createRouter, notFound, redirect } from '@tanstack/react-router'
import type { FirstShow } from './page-dom/keep-place-on-replace'
import { Layout } from './components/Layout'
import { LoadingView } from './components/LoadingView'
import { ManifestErrorView } from './components/ManifestErrorView'
import { NotFoundView } from './components/NotFoundView'
import { PageErrorView } from './components/PageErrorView'
import { PageView } from './components/PageView'
import { routerBasepath } from './lib/base-path'
import { routeFromSplat, splatTarget } from './lib/route-link'
import { resolvePage } from './lib/resolve-page'
import { manifestQueryOptions, wholeManifest } from './page-load/manifest-query'
import { partialRoute } from './page-load/partial-manifest'
import { pageQueryOptions } from './page-load/page-query'

/** What every route can read from the router context. */
interface RouterContext {
  queryClient: QueryClient
  /** Base path with slashes, e.g. '/docs/'. */
  base: string
  /** What the first page shown takes over from the first paint (content/reading-place.ts). */
  firstShow?: FirstShow
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
    const { queryClient, base } = context
    let manifest = await queryClient.ensureQueryData(manifestQueryOptions(base))
    // The splat loses a trailing slash ('/a/' → 'a'), so read the path itself.
    const path = location.pathname || routeFromSplat(params._splat)
    let resolved = resolvePage(manifest, path)
    // A partial manifest knows its own page; any other address waits for the whole one.
    const part = partialRoute(manifest)
    if (part !== undefined && !(resolved.kind === 'page' && resolved.entry.route === part)) {
      manifest = await wholeManifest(queryClient, base)
      resolved = resolvePage(manifest, path)
    }
    if (resolved.kind === 'not-found') throw notFound()
    if (resolved.kind === 'redirect') {
      throw redirect({ ...splatTarget(resolved.route, location.hash || resolved.hash), replace: true })
    }
    const { entry } = resolved
    await queryClient.ensureQueryData(pageQueryOptions(base, manifest, entry))
    return { route: entry.route }
  },
  component: PageView,
  errorComponent: PageErrorView,
  notFoundComponent: NotFoundView,
})

const routeTree = rootRoute.addChildren([pageRoute])

/** Creates the router for a base path and query client. */
export function createDocsRouter(queryClient: QueryClient, base: string, firstShow?: FirstShow) {
  return createRouter({
    routeTree,
    basepath: routerBasepath(base),
    context: { queryClient, base, firstShow },
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
