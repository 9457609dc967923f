// Previous / next page for the Alt+Arrow shortcuts: a page's frontmatter
// `prev` / `next` where it sets them (a tutorial's own path), else the sidebar order.

/** A neighbour named by frontmatter: a route, or false for "none". */
export type NeighbourOverride = string | false

/** Neighbours of a route in a flat link order; undefined at either end or when absent. */
export function prevNext(
  order: string[],
  route: string,
  overrides: { prev?: NeighbourOverride; next?: NeighbourOverride } = {},
): { prev?: string; next?: string } {
  const index = order.indexOf(route)
  const inOrder = {
    prev: index > 0 ? order[index - 1] : undefined,
    next: index !== -1 && index < order.length - 1 ? order[index + 1] : undefined,
  }
  const pick = (override: NeighbourOverride | undefined, fallback: string | undefined) =>
    override === false ? undefined : (override ?? fallback)
  const prev = pick(overrides.prev, inOrder.prev)
  const next = pick(overrides.next, inOrder.next)
  return { ...(prev ? { prev } : {}), ...(next ? { next } : {}) }
}

/**
 * The `prev` / `next` of a page's frontmatter as routes: each is a link (`/a/b.md`, relative to
 * the page, or `{ text, link }`), or false; links that reach no page are ignored.
 */
export function frontmatterNeighbours(
  frontmatter: Record<string, unknown>,
  resolve: (link: string) => string | undefined,
): { prev?: NeighbourOverride; next?: NeighbourOverride } {
  const read = (value: unknown): NeighbourOverride | undefined => {
    if (value === false) return false
    const link =
      typeof value === 'string'
        ? value
        : value && typeof value === 'object' && typeof (value as { link?: unknown }).link === 'string'
          ? (value as { link: string }).link
          : undefined
    return link ? resolve(link) : undefined
  }
  const prev = read(frontmatter.prev)
  const next = read(frontmatter.next)
  return { ...(prev !== undefined ? { prev } : {}), ...(next !== undefined ? { next } : {}) }
}
