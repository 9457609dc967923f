// The built site's settings, for a picked folder without its own `site.config.json` or
// `vars.json`: read from the site's manifest (a request for the site's own file, which carries
// nothing of the folder). Its navigation, redirects and versions name the site's pages, not the
// folder's: they are left out (the sidebars are then made from the folder's own tree).

import { parseManifest } from '../../manifest/parse'
import type { SiteData } from '../../manifest/types'

/** The settings a folder without config files is built with. */
export interface SiteSettings {
  config: Record<string, unknown>
  vars: Record<string, string>
}

/** The settings of the site under `base` (none when its manifest cannot be read). */
export async function siteSettings(base: string): Promise<SiteSettings> {
  try {
    const response = await fetch(`${base}manifest.json`, { credentials: 'same-origin' })
    if (!response.ok) return { config: {}, vars: {} }
    return settingsOf(parseManifest(await response.json()).site)
  } catch {
    return { config: {}, vars: {} }
  }
}

/** A site config of a site's settings: its title, language, theme and texts; no navigation or search service. */
export function settingsOf(site: SiteData): SiteSettings {
  const config: Record<string, unknown> = {
    title: site.title,
    lang: site.lang,
    darkmode: site.theme.darkmode,
    lastUpdated: site.theme.lastUpdated,
    notices: site.notices,
    hosting: site.hosting,
    collapseCodeLines: site.collapseCodeLines,
    locale: site.locale,
  }
  if (site.theme.logo !== undefined) config.logo = site.theme.logo
  if (site.theme.logoDark !== undefined) config.logoDark = site.theme.logoDark
  if (site.strings) config.strings = site.strings
  if (site.containerTitles) config.containerTitles = site.containerTitles
  if (site.allowedMediaHosts) config.allowedMediaHosts = site.allowedMediaHosts
  return { config, vars: { ...site.vars } }
}
