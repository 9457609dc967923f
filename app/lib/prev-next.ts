// Previous / next page in sidebar order, used by the Alt+Arrow shortcuts (SPEC §2 Keyboard).

/** Neighbours of a route in a flat link order; undefined at either end or when absent. */
export function prevNext(
  order: string[],
  route: string,
): { prev?: string; next?: string } {
  const index = order.indexOf(route)
  if (index === -1) return {}
  return {
    ...(index > 0 ? { prev: order[index - 1] } : {}),
    ...(index < order.length - 1 ? { next: order[index + 1] } : {}),
  }
}
