// Splits canonical links ('/a/b#c') into what the router's single splat route needs.

/** Router navigation target for a canonical route with optional fragment. */
export interface SplatTarget {
  to: '/$'
  params: { _splat: string }
  hash?: string
}

/** '/a/b#c' → { route: '/a/b', hash: 'c' } (hash omitted when empty). */
export function splitRouteHash(link: string): { route: string; hash?: string } {
  const cut = link.indexOf('#')
  if (cut === -1) return { route: link }
  const hash = link.slice(cut + 1)
  return { route: link.slice(0, cut), ...(hash ? { hash } : {}) }
}

/** The splat-route target for a canonical route ('/' → empty splat). */
export function splatTarget(route: string, hash?: string): SplatTarget {
  return {
    to: '/$',
    params: { _splat: route.replace(/^\//, '') },
    ...(hash ? { hash } : {}),
  }
}

/** The route the splat param stands for ('' → '/', 'a/b/' → '/a/b/'). */
export function routeFromSplat(splat: string | undefined): string {
  return '/' + (splat ?? '')
}
