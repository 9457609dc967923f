// Page route component: reads the rendered page and picks the home or the documentation layout.

import { useSuspenseQuery } from '@tanstack/react-query'
import { useLoaderData } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useSite } from '../hooks/use-site'
import { pageQueryOptions } from '../queries/page'
import { ContentErrorBoundary } from './ContentErrorBoundary'
import { DocPage } from './DocPage'
import { HomePage } from './HomePage'

/** The component of the splat route. */
export function PageView() {
  const { route } = useLoaderData({ from: '/$' })
  const { base, manifest, index } = useSite()
  const entry = index.pages.get(route)!
  const { data: page } = useSuspenseQuery(pageQueryOptions(base, manifest, entry))

  useEffect(() => {
    const site = manifest.site.title
    document.title = site && site !== entry.title ? `${entry.title} | ${site}` : entry.title
  }, [entry, manifest])

  return (
    <ContentErrorBoundary resetKey={route}>
      {entry.home ? <HomePage entry={entry} page={page} /> : <DocPage entry={entry} page={page} />}
    </ContentErrorBoundary>
  )
}
