// Full-page message when the manifest cannot be loaded, with a Retry button.

import { useQueryClient } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'

/** Root error component: nothing else can render without the manifest. */
export function ManifestErrorView({ error }: ErrorComponentProps) {
  const router = useRouter()
  const queryClient = useQueryClient()
  useEffect(() => {
    document.title = 'Documentation unavailable'
  }, [])
  const retry = () => {
    void queryClient.resetQueries({ queryKey: ['manifest'] })
    void router.invalidate()
  }
  return (
    <div className="full-page-message" role="alert">
      <h1>The documentation could not be loaded</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <p>Check your connection and try again.</p>
      <button type="button" className="button primary" onClick={retry}>
        Retry
      </button>
    </div>
  )
}
