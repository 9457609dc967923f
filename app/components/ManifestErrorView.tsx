// Full-page message when the manifest cannot be loaded, with a Retry button.

import { useQueryClient } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { DEFAULT_UI_TEXT as text } from '../../manifest/ui/ui-strings'

/** Root error component: nothing else can render without the manifest. */
export function ManifestErrorView({ error }: ErrorComponentProps) {
  const router = useRouter()
  const queryClient = useQueryClient()
  useEffect(() => {
    document.title = text('error.siteDocumentTitle')
  }, [])
  const retry = () => {
    void queryClient.resetQueries({ queryKey: ['manifest'] })
    void router.invalidate()
  }
  return (
    <div className="full-page-message" role="alert">
      <h1>{text('error.siteLoad')}</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <p>{text('error.checkConnection')}</p>
      <button type="button" className="button primary" onClick={retry}>
        {text('error.retry')}
      </button>
    </div>
  )
}
