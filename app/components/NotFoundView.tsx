// The 404 view: the code, the title 'Page not found', the text, and 'Go back' / 'Take me home'.

import { Link, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useSite, useUiText } from '../hooks/use-site'
import { track404 } from '../analytics/analytics'

/** Not-found component for unknown paths. */
export function NotFoundView() {
  const router = useRouter()
  const { manifest } = useSite()
  const text = useUiText()
  useEffect(() => {
    const site = manifest.site.title
    const title = text('notFound.documentTitle')
    document.title = site ? `${title} | ${site}` : title
  }, [manifest, text])
  useEffect(() => track404(window.location.pathname), [])
  return (
    <div className="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{text('notFound.title')}</h1>
      <p className="not-found-text">{text('notFound.text')}</p>
      <div className="not-found-actions">
        <button
          type="button"
          className="button"
          onClick={() =>
            window.history.length > 1
              ? router.history.back()
              : void router.navigate({ to: '/$', params: { _splat: '' } })
          }
        >
          {text('notFound.back')}
        </button>
        <Link to="/$" params={{ _splat: '' }} className="button primary">
          {text('notFound.home')}
        </Link>
      </div>
    </div>
  )
}
