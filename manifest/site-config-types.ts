// What authors write: the site config file (JSON), in the shape of shared/compat/rundeck-site.json plus our extra keys.

import type { DarkMode, SearchConfig } from './types'

/**
 * A navigation entry as written in the site config: a path string (label = target page title;
 * relative strings resolve against the sidebar key) or an object.
 * @example "/manual/jobs/job-options"  or  { "text": "Jobs", "link": "/manual/jobs/", "children": [...] }
 */
export type NavEntryInput =
  | string
  | {
      text: string
      link?: string
      icon?: string
      children?: NavEntryInput[]
      prefix?: string
      activeMatch?: string
      collapsible?: boolean
    }

/**
 * The site config file. Every key is optional; defaults: base `/docs/`, lang `en-US`,
 * docsBranch `4.0.x`, darkmode `auto`, search mode `offline`.
 */
export interface SiteConfigInput {
  title?: string
  lang?: string
  base?: string
  logo?: string
  /** Logo shown in dark mode (optional). */
  logoDark?: string
  repo?: string
  docsRepo?: string
  docsBranch?: string
  docsDir?: string
  editLinkPattern?: string
  darkmode?: DarkMode
  lastUpdated?: boolean
  navbar?: NavEntryInput[]
  /** Sidebars keyed by path prefix (`/manual/`). */
  sidebars?: Record<string, NavEntryInput[]>
  /** Old path → new path (keys and values in any accepted URL form). Also accepts `{ "map": {...} }`. */
  redirects?: Record<string, string> | { map: Record<string, string> }
  /** Template variables; a `--vars FILE` overrides these per key. */
  vars?: Record<string, string>
  notices?: { home?: string; sidebar?: string }
  search?: SearchConfig
  analyticsId?: string
  /**
   * Public origin of the site, used only for absolute URLs in sitemap.xml and llms.txt.
   * @example "https://docs.example.com"
   */
  hostname?: string
}
