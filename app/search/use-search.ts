// Thin glue: runs the facade's search (handed by the dialog) for the current query and keeps only
// the latest answer; an answer from titles and headings alone is extended once the sections' text
// is searchable (a provisional one, from a large site's lead pages, is replaced).

import { useEffect, useRef, useState } from 'react'
import { keepShownHits } from './keep-shown-hits'
import { isAbortError, type SearchResponse, type SiteSearch } from './types'

/** What the dialog shows. */
export type SearchState =
  { status: 'empty' } | { status: 'loading' } | { status: 'done'; response: SearchResponse } | { status: 'error' }

/**
 * Query state (starting with `initial`'s text) plus its search's, run by `site`; stale and
 * superseded answers are dropped.
 */
export function useSearch(site: SiteSearch, initial: () => string = () => '') {
  const { search } = site
  const [query, setQuery] = useState(initial)
  const [state, setState] = useState<SearchState>({ status: 'empty' })
  const latest = useRef(0)
  useEffect(() => {
    const id = ++latest.current
    if (!query.trim()) {
      setState({ status: 'empty' })
      return
    }
    setState((s) => (s.status === 'done' ? s : { status: 'loading' }))
    const failed = (error: unknown) => {
      if (id !== latest.current || isAbortError(error)) return
      console.warn('search failed:', error)
      setState({ status: 'error' })
    }
    const show = (response: SearchResponse) => {
      if (id !== latest.current) return
      setState({ status: 'done', response })
      response.pending?.then(
        () => {
          if (id === latest.current) search(query).then(extend(response), failed)
        },
        // The texts failed to load: the answer shown stays, no longer waiting for more.
        () => show({ ...response, pending: undefined }),
      )
    }
    const extend = (shown: SearchResponse) => (fuller: SearchResponse) =>
      show(shown.provisional ? fuller : { ...fuller, hits: keepShownHits(shown.hits, fuller.hits) })
    search(query).then(show, failed)
  }, [query, search])
  return { query, setQuery, state }
}
