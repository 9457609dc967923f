// Thin glue: runs the facade's search for the current query and keeps only the latest answer.

import { useEffect, useRef, useState } from 'react'
import { search } from './index'
import { isAbortError, type SearchResponse } from './types'

/** What the dialog shows. */
export type SearchState =
  { status: 'empty' } | { status: 'loading' } | { status: 'done'; response: SearchResponse } | { status: 'error' }

/** Query state plus the state of its search; stale and superseded answers are dropped. */
export function useSearch() {
  const [query, setQuery] = useState('')
  const [state, setState] = useState<SearchState>({ status: 'empty' })
  const latest = useRef(0)
  useEffect(() => {
    const id = ++latest.current
    if (!query.trim()) {
      setState({ status: 'empty' })
      return
    }
    setState((s) => (s.status === 'done' ? s : { status: 'loading' }))
    search(query).then(
      (response) => {
        if (id === latest.current) setState({ status: 'done', response })
      },
      (error: unknown) => {
        if (id !== latest.current || isAbortError(error)) return
        console.warn('search failed:', error)
        setState({ status: 'error' })
      },
    )
  }, [query])
  return { query, setQuery, state }
}
