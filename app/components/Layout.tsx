// The page frame: skip link, progress bar, navbar, sidebar/drawer, main outlet, back-to-top.

import { Outlet } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo, useState, type MouseEvent } from 'react'
import { useDrawerFocus } from '../hooks/use-drawer-focus'
import { useLeftoverPageKey } from '../hooks/use-page-keys'
import { selectSidebar } from '../../manifest/nav/sidebar'
import { useCurrentPage } from '../hooks/use-current-route'
import { useNavbarHide } from '../hooks/use-navbar-hide'
import { useSite, useUiText } from '../hooks/use-site'
import { useSwipe } from '../hooks/use-swipe'
import { BackToTop } from './BackToTop'
import { startAnalytics } from '../analytics/analytics'
import { expandDetailsForPrint } from '../dom/print-expand'
import { UpdateBanner } from './UpdateBanner'
import { MobileNav } from './MobileNav'
import { Navbar } from './Navbar'
import { OldVersionBanner } from './OldVersionBanner'
import { ProgressBar } from './ProgressBar'
import { Sidebar } from './Sidebar'
import { SiteNotice } from './SiteNotice'

const warned = new Set<string>()

/** Root route component. */
export function Layout() {
  const { base, manifest, index } = useSite()
  const text = useUiText()
  useEffect(() => startAnalytics(manifest.site), [manifest])
  useEffect(() => expandDetailsForPrint(), [])
  const page = useCurrentPage()
  const route = page?.route
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [layout, setLayout] = useState<HTMLDivElement | null>(null)
  const closeDrawer = useCallback(() => setDrawerOpen(false), [])
  useDrawerFocus(layout, drawerOpen, closeDrawer)
  useLeftoverPageKey()
  const wantsSidebar = !!page && !page.home && !page.noSidebar
  const sidebar = useMemo(
    () => (route && wantsSidebar ? selectSidebar(index.sidebars, route) : undefined),
    [index, route, wantsSidebar],
  )

  useEffect(() => {
    // A path with no sidebar configuration logs a warning (once per path).
    if (route && wantsSidebar && !sidebar && !warned.has(route)) {
      warned.add(route)
      console.warn(`No sidebar configured for ${route}`)
    }
  }, [route, wantsSidebar, sidebar])

  useEffect(() => setDrawerOpen(false), [route])
  useEffect(() => {
    document.documentElement.lang = manifest.site.lang || 'en-US'
  }, [manifest])
  useNavbarHide(drawerOpen)
  useSwipe(useCallback((action) => setDrawerOpen(action === 'open'), []))

  const skip = (e: MouseEvent) => {
    e.preventDefault()
    const main = document.getElementById('main-content')
    main?.focus()
    main?.scrollIntoView({ block: 'start' })
  }
  const hasSidebar = !!sidebar?.items.length
  const notice = manifest.site.notices.sidebar
  const showNotice = !!notice && !!page && !page.home

  return (
    <div
      ref={setLayout}
      className={`layout${hasSidebar ? ' has-sidebar' : ' no-sidebar'}${drawerOpen ? ' drawer-open' : ''}`}
    >
      <a className="skip-link" href="#main-content" onClick={skip}>
        {text('skip.toMain')}
      </a>
      <ProgressBar />
      <Navbar route={route} drawerOpen={drawerOpen} onToggleDrawer={() => setDrawerOpen((o) => !o)} />
      <aside id="site-drawer" className="sidebar" aria-label={text('nav.sidebar')}>
        <div className="sidebar-scroll">
          <MobileNav route={route} onNavigate={closeDrawer} />
          {showNotice && hasSidebar && <SiteNotice markdown={notice} className="sidebar-notice" />}
          {sidebar && <Sidebar items={sidebar.items} route={route} onNavigate={closeDrawer} />}
        </div>
      </aside>
      <div className="drawer-mask" aria-hidden="true" onClick={() => setDrawerOpen(false)} />
      <main id="main-content" className="main" tabIndex={-1}>
        {showNotice && !hasSidebar && <SiteNotice markdown={notice} className="sidebar-notice inline-notice" />}
        <Outlet />
        <OldVersionBanner route={route} />
      </main>
      <BackToTop />
      <UpdateBanner base={base} contentHash={manifest.contentHash} text={text} />
    </div>
  )
}
