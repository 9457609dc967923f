// The 404 view: the code, the title 'Page not found', the text, and 'Go back' / 'Take me home'.

import { Link, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useSite } from '../hooks/use-site'
import { track404 } from '../analytics/analytics'

/** Not-found component for unknown paths. */
export function NotFoundView() {
  const router = useRouter()
  const { manifest } = useSite()
  useEffect(() => {
    const site = manifest.site.title
    document.title = site ? `Page not found | ${site}` : 'Page not found'
  }, [manifest])
  useEffect(() => track404(window.location.pathname), [])
  return (
    <div className="not-found">
      <p className="not-found-code" aria-hidden="true">404</p>
      <h1>Page not found</h1>
      <p className="not-found-text">You've landed on a link that doesn't exist. Try the Search!</p>
      <div className="not-found-actions">
        <button type="button" className="button" onClick={() =>
            window.history.length > 1
              ? router.history.back()
              : void router.navigate({ to: '/$', params: { _splat: '' } })
          }>
          Go back
        </button>
        <Link to="/$" params={{ _splat: '' }} className="button primary">
          Take me home
        </Link>
      </div>
    </div>
  )
}
