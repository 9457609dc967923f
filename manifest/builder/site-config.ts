// Site config input → site data: defaults, variables, and the raw redirect map.

import type { SiteConfigInput } from '../config/site-config-types'
import type { SiteData } from '../types'
import { normalizeBase } from '../paths/route-paths'

/** Code blocks longer than this start collapsed unless the config says otherwise. */
const DEFAULT_COLLAPSE_CODE_LINES = 40

/** Overrides given on the command line. */
export interface SiteOverrides {
  /** Values of a `--vars` file; each key overrides the config's `vars`. */
  vars?: Record<string, string>
  /** `--base`; overrides the config's `base`. */
  base?: string
}

/**
 * Applies defaults (base `/docs/`, lang `en-US`, docsBranch `main`, docsDir `docs`,
 * darkmode `auto`, lastUpdated on, offline search). Navigation and redirects are left empty:
 * they need the page list and are filled in by `buildManifest`.
 */
export function normalizeSiteConfig(config: SiteConfigInput, overrides: SiteOverrides = {}): SiteData {
  const theme: SiteData['theme'] = {
    docsBranch: config.docsBranch ?? 'main',
    docsDir: config.docsDir ?? 'docs',
    darkmode: config.darkmode ?? 'auto',
    lastUpdated: config.lastUpdated ?? true,
  }
  if (config.logo !== undefined) theme.logo = config.logo
  if (config.logoDark !== undefined) theme.logoDark = config.logoDark
  if (config.repo !== undefined) theme.repo = config.repo
  const docsRepo = config.docsRepo ?? config.repo
  if (docsRepo !== undefined) theme.docsRepo = docsRepo
  if (config.editLinkPattern !== undefined) {
    theme.editLinkPattern = config.editLinkPattern
  }
  const site: SiteData = {
    title: config.title ?? '',
    base: normalizeBase(overrides.base ?? config.base ?? '/docs/'),
    lang: config.lang ?? 'en-US',
    navbar: [],
    sidebars: {},
    theme,
    vars: { ...config.vars, ...overrides.vars },
    redirects: {},
    notices: { ...config.notices },
    search: config.search ?? { mode: 'offline' },
    hosting: config.hosting ?? 'online',
    versions: config.versions ?? [],
    collapseCodeLines: config.collapseCodeLines ?? DEFAULT_COLLAPSE_CODE_LINES,
    apiExplorer: { ...config.apiExplorer },
    locale: config.locale ?? config.lang ?? 'en-US',
  }
  if (config.strings && Object.keys(config.strings).length) site.strings = { ...config.strings }
  if (config.containerTitles && Object.keys(config.containerTitles).length) {
    site.containerTitles = { ...config.containerTitles }
  }
  if (config.analyticsId !== undefined) site.analyticsId = config.analyticsId
  if (config.allowedMediaHosts?.length) site.allowedMediaHosts = config.allowedMediaHosts.map((h) => h.toLowerCase())
  return site
}

/** The config's redirect map, written flat or as `{ map: {...} }`. */
export function configRedirects(config: SiteConfigInput): Record<string, string> {
  const r = config.redirects
  if (!r) return {}
  if ('map' in r && typeof r.map === 'object' && r.map !== null) {
    return r.map as Record<string, string>
  }
  return r as Record<string, string>
}
