// Path rules shared by tools and app: route ↔ source file ↔ reader URL, and link resolution.

export { fileToRoute, normalizeBase, routeToUrl, sourceUrl, stripBase, splitUrl, joinPath } from './route-paths'
export { createRouteResolver, toRouteKey, type RouteResolver } from './route-resolver'
export { createUrlResolver } from './url-resolver'
