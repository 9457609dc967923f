// The request for `search/index.json`, started by the search facade alongside the runtime's code
// (or ahead of use), and the check of its answer.

import { isSearchOutline } from '../../manifest/search/pack-shards'
import { SEARCH_FORMAT_VERSION, type SearchIndexManifest } from '../../manifest/search/types'

/** Requests the index description under the base (revalidated on every visit: it changes with the content). */
export function requestSearchIndex(base: string): Promise<Response> {
  return fetch(`${base}search/index.json`, { cache: 'no-cache' })
}

/** Validates the answer to the request for `search/index.json`. */
export async function readIndexManifest(response: Response): Promise<SearchIndexManifest> {
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`)
  const index = (await response.json()) as SearchIndexManifest
  if (
    index?.v !== SEARCH_FORMAT_VERSION ||
    !Array.isArray(index.shards) ||
    !Array.isArray(index.terms?.files) ||
    !Array.isArray(index.terms.first) ||
    !isSearchOutline(index.outline) ||
    (index.byTerm !== undefined &&
      (!Array.isArray(index.byTerm.first) ||
        !(index.byTerm.perChunk > 0) ||
        !Array.isArray(index.byTerm.lead?.pages) ||
        !Array.isArray(index.byTerm.lead.rows)))
  ) {
    throw new Error('search index: unsupported format')
  }
  return index
}
