// The documentation layout: breadcrumb, title (+ commercial badge), page info, content, TOC, meta.

import { useEffect, useMemo, useRef, useState } from 'react'
import type { PageEntry } from '../../manifest/types'
import type { RenderedPage } from '../page-load/render/rendered-page'
import { Markdown } from './Markdown'
import { useCompletedPage } from '../hooks/use-completed-page'
import { usePageKeys } from '../hooks/use-page-keys'
import { usePageScroll } from '../hooks/use-page-scroll'
import { useSite, useUiText } from '../hooks/use-site'
import { breadcrumbs } from '../lib/breadcrumbs'
import { docPageFrame } from '../lib/doc-page-frame'
import { editLink } from '../lib/edit-link'
import { frontmatterNeighbours } from '../lib/prev-next'
import { tocDepth } from '../lib/toc-depth'
import { tocHeadings } from '../lib/toc'
import { FrameView } from './FrameView'
import { Icon } from './Icon'
import { PageInfo } from './PageInfo'
import { PageSource } from './PageSource'
import { PageSourceBar } from './PageSourceBar'
import { Toc, TocDisclosure } from './Toc'

/** Props: the page entry and its rendered content. */
export interface DocPageProps {
  entry: PageEntry
  page: RenderedPage
}

/** An ordinary documentation page. */
export function DocPage({ entry, page: shown }: DocPageProps) {
  // A long page rendered in steps gets its full outline once its first piece is on screen.
  const page = useCompletedPage(shown)
  const { base, manifest, index } = useSite()
  const text = useUiText()
  const { theme, lang } = manifest.site
  const content = useRef<HTMLDivElement>(null)
  usePageScroll(content)
  const neighbours = useMemo(
    () => frontmatterNeighbours(page.frontmatter, (link) => index.resolver.resolve(link, entry.file)?.route),
    [page.frontmatter, index, entry.file],
  )
  usePageKeys(entry.route, !entry.home && !entry.noSidebar, neighbours)
  const [showSource, setShowSource] = useState(false)
  useEffect(() => setShowSource(false), [entry.route])
  const toc = useMemo(() => tocHeadings(page.headings, tocDepth(page.frontmatter)), [page])
  const edit = page.frontmatter.editLink === false ? undefined : editLink(theme, entry.file)
  const frame = useMemo(
    () =>
      docPageFrame({
        title: entry.title,
        badge: entry.commercial
          ? { text: text('page.commercialBadge'), title: text('page.commercialTitle') }
          : undefined,
        crumbs: breadcrumbs(entry.route, (route) => index.pages.get(route)?.title),
        crumbsLabel: text('nav.breadcrumb'),
        hasToc: toc.length > 0,
      }),
    [entry, index, text, toc.length],
  )
  return (
    <FrameView
      frame={frame}
      slots={{
        info: (
          <PageInfo
            words={page.words}
            updated={entry.updated}
            showUpdated={theme.lastUpdated && page.frontmatter.lastUpdated !== false}
            lang={manifest.site.locale || lang}
          />
        ),
        sourceBar: (
          <PageSourceBar
            base={base}
            file={entry.file}
            source={page.source}
            showing={showSource}
            onToggle={() => setShowSource((s) => !s)}
          />
        ),
        // The body's leading H1 repeats the title shown above, so Markdown hides it. The rendered
        // content stays mounted under the source view so scroll and TOC keep working.
        content: (
          <Markdown
            content={page.content}
            showKey={entry.route}
            className={showSource ? 'content is-source-hidden' : 'content'}
            ref={content}
            hideLeadingH1
          />
        ),
        source: showSource && page.source !== undefined && <PageSource source={page.source} file={entry.file} />,
        footer: edit && (
          <a className="edit-link" href={edit} target="_blank" rel="noopener noreferrer">
            <Icon name="edit" /> {text('page.edit')}
          </a>
        ),
        toc: <Toc headings={toc} route={entry.route} />,
        tocDisclosure: <TocDisclosure key={entry.route} headings={toc} route={entry.route} />,
      }}
    />
  )
}
