// The request for `search/index.json`, started by the search facade alongside the runtime's code.

/** Requests the index description under the base (revalidated on every visit: it changes with the content). */
export function requestSearchIndex(base: string): Promise<Response> {
  return fetch(`${base}search/index.json`, { cache: 'no-cache' })
}
