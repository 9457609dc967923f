// Top bar: menu button (mobile), logo and title, the navbar groups, search, repo link, colour mode.

import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { repoUrl } from '../lib/edit-link'
import { assetUrl } from '../lib/asset-url'
import { useSite, useUiText } from '../hooks/use-site'
import { ColorModeButton } from './ColorModeButton'
import { MakeOffline } from './MakeOffline'
import { Icon } from './Icon'
import { NavDropdown } from './NavDropdown'
import { VersionMenuLink } from './VersionMenuLink'
import { AppLink } from './AppLink'
import { SearchLauncher } from '../search/SearchLauncher'
import { splatTarget } from '../lib/route-link'
import { versionsNavItem } from '../lib/versions'
import { searchPageInfo } from '../lib/search-page-info'

/** Props: current route and the drawer toggle for small screens. */
export interface NavbarProps {
  route?: string
  drawerOpen: boolean
  onToggleDrawer: () => void
}

/** The site navbar. */
export function Navbar({ route, drawerOpen, onToggleDrawer }: NavbarProps) {
  const { base, manifest, index } = useSite()
  const text = useUiText()
  const { site } = manifest
  const repo = site.theme.repo
  const navigate = useNavigate()
  const [logoFailed, setLogoFailed] = useState(false)
  const logo = site.theme.logo && assetUrl(base, site.theme.logo)
  const logoDark = site.theme.logoDark && assetUrl(base, site.theme.logoDark)
  const versions = versionsNavItem(site.versions, text, { base, route })
  return (
    <header className="navbar">
      <button
        type="button"
        className="icon-button menu-button"
        aria-label={drawerOpen ? text('menu.close') : text('menu.open')}
        aria-expanded={drawerOpen}
        aria-controls="site-drawer"
        onClick={onToggleDrawer}
      >
        <Icon name={drawerOpen ? 'close' : 'menu'} />
      </button>
      <Link to="/$" params={{ _splat: '' }} className="brand">
        {/* Logos are wordmarks in practice, so the logo replaces the title (which becomes its alt). */}
        {/* A logo that cannot be loaded (a missing file) gives way to the title, not a broken image. */}
        {logo && !logoFailed ? (
          <>
            <img
              className={`brand-logo light-logo${logoDark ? '' : ' only-logo'}`}
              src={logo}
              alt={site.title || text('nav.home')}
              onError={() => setLogoFailed(true)}
            />
            {logoDark && (
              <img
                className="brand-logo dark-logo"
                src={logoDark}
                alt={site.title || text('nav.home')}
                onError={() => setLogoFailed(true)}
              />
            )}
          </>
        ) : (
          <span className="brand-title">{site.title || text('nav.untitledSite')}</span>
        )}
      </Link>
      <nav className="navbar-links" aria-label={text('nav.main')}>
        {/* Tablet widths have no room for every group: they get one menu of them all instead. */}
        {index.navbar.length > 0 && (
          <div className="navbar-menu">
            <NavDropdown item={{ text: text('nav.menu'), children: index.navbar }} route={route} />
          </div>
        )}
        <div className="navbar-groups">
          {index.navbar.map((item) =>
            item.children?.length ? (
              <NavDropdown key={item.text} item={item} route={route} />
            ) : item.link ? (
              <AppLink key={item.text} to={item.link} className="navbar-link">
                {item.text}
              </AppLink>
            ) : null,
          )}
        </div>
        {versions && (
          <NavDropdown item={versions} route={route} label={text('versions.menu')} LinkAs={VersionMenuLink} />
        )}
      </nav>
      <div className="navbar-tools">
        <SearchLauncher
          base={base}
          site={site}
          navigate={(to, hash) => void navigate(splatTarget(to, hash))}
          text={text}
          pageInfo={(to) => searchPageInfo(index, to)}
        />
        {repo && (
          <a
            className="icon-button"
            href={repoUrl(repo)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={text('nav.repository')}
            title={text('nav.repository')}
          >
            <Icon name="github" />
          </a>
        )}
        <ColorModeButton mode={site.theme.darkmode} />
        <MakeOffline base={site.base} contentHash={manifest.contentHash} text={text} />
      </div>
    </header>
  )
}
