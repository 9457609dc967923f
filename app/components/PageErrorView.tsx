// In-page error when a page's markdown (or the manifest it waits for) cannot be fetched, or the page
// cannot be rendered; navigation stays usable.

import { useQueryClient } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ManifestLoadError, PageLoadError } from '../page-load/errors'
import { useUiText } from '../hooks/use-site'

/** Error component of the page route, with Retry. */
export function PageErrorView({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const text = useUiText()
  useEffect(() => {
    document.title = text('error.pageDocumentTitle')
  }, [text])
  const retry = () => {
    void queryClient.resetQueries({ queryKey: ['page'] })
    reset()
    void router.invalidate()
  }
  // The whole manifest, which a page other than the first one shown waits for, counts as its fetch.
  const fetchFailed = error instanceof PageLoadError || error instanceof ManifestLoadError
  return (
    <div className="page-error error-box" role="alert">
      <h1>{fetchFailed ? text('error.pageLoad') : text('error.pageShow')}</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" className="button primary" onClick={retry}>
        {text('error.retry')}
      </button>
    </div>
  )
}
