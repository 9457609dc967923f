// The home layout: hero, actions, announcement, features, highlight sections, then the body.

import { useInsertionEffect, useMemo, useRef, type ReactNode } from 'react'
import type { PageEntry } from '../../manifest/types'
import { Markdown } from './Markdown'
import type { RenderedPage } from '../page-load/render/rendered-page'
import { usePageScroll } from '../hooks/use-page-scroll'
import { useSite } from '../hooks/use-site'
import { assetUrl, iconSource } from '../lib/asset-url'
import { homeData, type HomeFeature } from '../lib/home-data'
import { addLazyStyle } from '../dom/lazy-style'
import css from '../styles/home.css' with { type: 'text' }
import { AppLink } from './AppLink'
import { Icon } from './Icon'
import { SiteNotice } from './SiteNotice'

/** Props: the home page entry and its rendered content. */
export interface HomePageProps {
  entry: PageEntry
  page: RenderedPage
}

/** The home page. */
export function HomePage({ entry, page }: HomePageProps) {
  // Only the home page uses these styles: documentation pages (and their first paint) go without.
  useInsertionEffect(() => addLazyStyle('home', css), [])
  const { base, manifest, index } = useSite()
  const content = useRef<HTMLDivElement>(null)
  usePageScroll(content)
  const data = useMemo(() => homeData(page.frontmatter, entry.title), [page, entry])
  const href = (link: string) => index.canonicalLink(link) ?? link
  const icon = (name?: string) => {
    const source = name && iconSource(base, name)
    return source ? <Icon name={source} className="home-icon" /> : null
  }
  const hero = data.heroImage && assetUrl(base, data.heroImage)
  const heroDark =
    data.heroImageDark && data.heroImageDark !== data.heroImage ? assetUrl(base, data.heroImageDark) : undefined
  const link = (to: string | undefined, className: string, children: ReactNode) =>
    to ? (
      <AppLink to={href(to)} className={className}>
        {children}
      </AppLink>
    ) : (
      <div className={className}>{children}</div>
    )
  const card = (f: HomeFeature) => (
    <li key={f.title}>
      {link(
        f.link,
        'feature-card',
        <>
          {icon(f.icon)}
          <span className="feature-title">{f.title}</span>
          {f.details && <span className="feature-details">{f.details}</span>}
        </>,
      )}
    </li>
  )
  const notice = manifest.site.notices.home
  return (
    <div className="home-page">
      <section className="hero">
        {hero && (
          // Both images, one shown by the site's colour mode (a <source media> would follow the
          // system's instead of the reader's choice in the navbar).
          <div className="hero-image">
            <img className={heroDark ? 'hero-light' : undefined} src={hero} alt={data.heroAlt ?? ''} />
            {heroDark && <img className="hero-dark" src={heroDark} alt={data.heroAlt ?? ''} />}
          </div>
        )}
        {data.heroText && <h1 className="hero-title">{data.heroText}</h1>}
        {data.tagline && <p className="hero-tagline">{data.tagline}</p>}
        {data.actions.length > 0 && (
          <div className="hero-actions">
            {data.actions.map((a) => (
              <span key={a.text}>
                {link(
                  a.link,
                  `button ${a.type}`,
                  <>
                    {icon(a.icon)}
                    {a.text}
                  </>,
                )}
              </span>
            ))}
          </div>
        )}
      </section>
      {notice && <SiteNotice markdown={notice} className="home-announcement" />}
      {data.features.length > 0 && <ul className="feature-grid">{data.features.map(card)}</ul>}
      {data.highlights.map((h) => (
        <section key={h.header} className="highlight-section">
          <h2 className="highlight-header">{h.header}</h2>
          {h.description && <p className="highlight-description">{h.description}</p>}
          <ul className="feature-grid">{h.features.map(card)}</ul>
        </section>
      ))}
      <Markdown content={page.content} showKey={entry.route} className="content home-content" ref={content} />
    </div>
  )
}
