// Breadcrumb trail: the pages at each parent folder of a route, then the page itself.

/** One crumb; `route` is absent for the current page. */
export interface Crumb {
  text: string
  route?: string
}

/**
 * Builds the trail from the folder hierarchy of the route, keeping only parents that are pages.
 * @example breadcrumbs('/a/b/c', titleOf) → Home › A › B › C (when '/', '/a/', '/a/b/' are pages)
 */
export function breadcrumbs(route: string, titleOf: (route: string) => string | undefined, homeText = 'Home'): Crumb[] {
  const crumbs: Crumb[] = []
  const parts = route.split('/').filter(Boolean)
  // '/a/b/' and '/a/b' both have the parents '/a/' (and '/'), never themselves.
  const parentCount = parts.length - 1
  if (route !== '/' && titleOf('/') !== undefined) {
    crumbs.push({ text: homeText, route: '/' })
  }
  for (let i = 1; i <= parentCount; i++) {
    const parent = '/' + parts.slice(0, i).join('/') + '/'
    const title = titleOf(parent)
    if (title !== undefined && parent !== route) crumbs.push({ text: title, route: parent })
  }
  const own = titleOf(route)
  if (own !== undefined) crumbs.push({ text: own })
  return crumbs
}
