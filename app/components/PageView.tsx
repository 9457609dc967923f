// Page route component: reads the rendered page and picks the home or the documentation layout.

import { useSuspenseQuery } from '@tanstack/react-query'
import { useLoaderData, useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { usePageSource, useSite } from '../hooks/use-site'
import { pageQueryOptions } from '../page-load/query-options'
import { ContentErrorBoundary } from './ContentErrorBoundary'
import { DocPage } from './DocPage'
import { HomePage } from './HomePage'
import { PrintSection } from './PrintSection'
import { PRINT_SECTION_PARAM } from '../lib/print-section'
import { uiTextFor } from '../lib/ui-text'

/** The component of the splat route. */
export function PageView() {
  const { route } = useLoaderData({ from: '/$' })
  const { manifest, index } = useSite()
  const entry = index.pages.get(route)!
  const { data: page } = useSuspenseQuery(pageQueryOptions(usePageSource(), manifest, entry))
  const printSection = new URLSearchParams(useLocation().searchStr).get(PRINT_SECTION_PARAM)

  useEffect(() => {
    if (printSection !== null) return
    const site = manifest.site.title
    document.title = site && site !== entry.title ? `${entry.title} | ${site}` : entry.title
  }, [entry, manifest, printSection])

  if (printSection !== null) {
    return (
      <ContentErrorBoundary resetKey={`${route}?${printSection}`} text={uiTextFor(manifest)}>
        <PrintSection route={route} path={printSection} />
      </ContentErrorBoundary>
    )
  }
  return (
    <ContentErrorBoundary resetKey={route} text={uiTextFor(manifest)}>
      {entry.home ? <HomePage entry={entry} page={page} /> : <DocPage entry={entry} page={page} />}
    </ContentErrorBoundary>
  )
}
