// Path rules shared by tools and app: route ↔ source file ↔ reader URL, and link resolution.

export {
  fileToRoute,
  normalizeBase,
  routeToUrl,
  sourceUrl,
  stripBase,
  isExternalUrl,
  splitUrl,
  joinPath,
} from './route-paths'
export {
  createRouteResolver,
  toRouteKey,
  type RouteResolver,
  type RouteTarget,
  type RoutablePage,
} from './route-resolver'
export { createUrlResolver, type UrlResolver } from './url-resolver'
