// Site config input → site data: the config's defaults (from its schema), variables, and the raw redirect map.

import type { SiteConfigInput } from '../config/site-config-types'
import { siteConfigSchema } from '../config/site-config-schema'
import type { SiteData } from '../types'
import { normalizeBase } from '../paths/route-paths'

/** Overrides given on the command line. */
export interface SiteOverrides {
  /** Values of a `--vars` file; each key overrides the config's `vars`. */
  vars?: Record<string, string>
  /** `--base`; overrides the config's `base`. */
  base?: string
}

/**
 * The site data of a config: the schema applies its defaults (base `/docs/`, lang `en-US`,
 * docsBranch `main`, docsDir `docs`, darkmode `auto`, lastUpdated on, offline search…); what
 * depends on another key is derived here (docsRepo is the repo, locale the page language, unless
 * given). Navigation and redirects are left empty: they need the page list and are filled in by
 * `buildManifest`.
 * @throws ZodError when `input` does not pass the schema (a config read by the tools always does:
 *   write-manifest.ts leaves out the keys in error)
 */
export function normalizeSiteConfig(input: SiteConfigInput, overrides: SiteOverrides = {}): SiteData {
  const config = siteConfigSchema.parse(input)
  const { docsBranch, docsDir, darkmode, lastUpdated } = config
  const theme: SiteData['theme'] = { docsBranch, docsDir, darkmode, lastUpdated }
  if (config.logo !== undefined) theme.logo = config.logo
  if (config.logoDark !== undefined) theme.logoDark = config.logoDark
  if (config.repo !== undefined) theme.repo = config.repo
  const docsRepo = config.docsRepo ?? config.repo
  if (docsRepo !== undefined) theme.docsRepo = docsRepo
  if (config.editLinkPattern !== undefined) {
    theme.editLinkPattern = config.editLinkPattern
  }
  const site: SiteData = {
    title: config.title,
    base: normalizeBase(overrides.base ?? config.base),
    lang: config.lang,
    navbar: [],
    sidebars: {},
    theme,
    vars: { ...config.vars, ...overrides.vars },
    redirects: {},
    notices: config.notices,
    search: config.search,
    hosting: config.hosting,
    versions: config.versions,
    collapseCodeLines: config.collapseCodeLines,
    apiExplorer: config.apiExplorer,
    locale: config.locale ?? config.lang,
  }
  if (config.strings && Object.keys(config.strings).length) site.strings = config.strings
  if (config.containerTitles && Object.keys(config.containerTitles).length) {
    site.containerTitles = config.containerTitles
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
