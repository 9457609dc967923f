// The print view of a sidebar group: every page of the group, in sidebar order, fetched and
// rendered in the browser with the same pipeline as the pages themselves, after a table of
// contents — one document to print or save as PDF and hand to someone offline.

import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import type { PageEntry } from '../../manifest/types'
import type { RenderedPage } from '../page-load/render/rendered-page'
import { Markdown } from './Markdown'
import { usePageSource, useSite, useUiText } from '../hooks/use-site'
import { groupAt, sectionRoutes } from '../lib/print-section'
import { selectSidebar } from '../../manifest/nav/sidebar'
import { pageQueryOptions } from '../page-load/query-options'

/** One page of the section: rendered, or why it could not be. */
interface SectionPage {
  entry: PageEntry
  page?: RenderedPage
  error?: string
}

/** Props: the route whose sidebar names the group, and the group's position in it. */
export interface PrintSectionProps {
  route: string
  path: string
}

/** Renders the whole section; `data-print-ready` is set once every page is in. */
export function PrintSection({ route, path }: PrintSectionProps) {
  const { manifest, index } = useSite()
  const source = usePageSource()
  const text = useUiText()
  const queryClient = useQueryClient()
  const group = useMemo(() => {
    const sidebar = selectSidebar(index.sidebars, route)
    return sidebar ? groupAt(sidebar.items, path) : undefined
  }, [index, route, path])
  const entries = useMemo(
    () =>
      group
        ? sectionRoutes(group, (link) => index.resolver.resolve(link)?.route).flatMap((r) => index.pages.get(r) ?? [])
        : [],
    [group, index],
  )
  const [pages, setPages] = useState<SectionPage[] | undefined>(undefined)

  useEffect(() => {
    let live = true
    setPages(undefined)
    void Promise.all(
      entries.map(async (entry): Promise<SectionPage> => {
        try {
          return { entry, page: await queryClient.fetchQuery(pageQueryOptions(source, manifest, entry)) }
        } catch (error) {
          return { entry, error: error instanceof Error ? error.message : String(error) }
        }
      }),
    ).then((done) => live && setPages(done))
    return () => {
      live = false
    }
  }, [entries, source, manifest, queryClient])

  useEffect(() => {
    if (group) document.title = `${group.text} — ${manifest.site.title || text('nav.untitledSite')}`
  }, [group, manifest, text])

  if (!group) {
    return (
      <div className="print-section">
        <h1>{text('print.notFoundTitle')}</h1>
        <p>{text('print.notFoundText')}</p>
      </div>
    )
  }
  return (
    <div className="print-section" data-print-ready={pages ? 'true' : undefined}>
      <div className="print-toolbar">
        <button type="button" className="button" onClick={() => window.print()} disabled={!pages}>
          {text('print.button')}
        </button>
        <span role="status">
          {pages ? text('print.pages', { count: pages.length }) : text('print.loading', { count: entries.length })}
        </span>
      </div>
      <h1 className="print-section-title">{group.text}</h1>
      <nav className="print-contents" aria-label={text('print.contents')}>
        <ol>
          {entries.map((entry, i) => (
            <li key={entry.route}>
              <a href={`#print-page-${i + 1}`}>{entry.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {pages?.map(({ entry, page, error }, i) => (
        <section className="print-page" id={`print-page-${i + 1}`} key={entry.route} data-route={entry.route}>
          <h1 className="print-page-title">{entry.title}</h1>
          {page ? (
            <Markdown content={page.content} className="content" hideLeadingH1 />
          ) : (
            <p role="alert">{text('print.pageFailed', { error: error ?? '' })}</p>
          )}
        </section>
      ))}
    </div>
  )
}
