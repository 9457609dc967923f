// In-page error when a page's markdown cannot be fetched or rendered; navigation stays usable.

import { useQueryClient } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PageLoadError } from '../queries/errors'

/** Error component of the page route, with Retry. */
export function PageErrorView({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryClient = useQueryClient()
  useEffect(() => {
    document.title = 'Page unavailable'
  }, [])
  const retry = () => {
    void queryClient.resetQueries({ queryKey: ['page'] })
    reset()
    void router.invalidate()
  }
  const fetchFailed = error instanceof PageLoadError
  return (
    <div className="page-error error-box" role="alert">
      <h1>{fetchFailed ? 'This page could not be loaded' : 'This page could not be shown'}</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" className="button primary" onClick={retry}>
        Retry
      </button>
    </div>
  )
}
