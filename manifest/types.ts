// The manifest contract: the only data that crosses from tools/ (Node) to app/ (browser).

import type { NavEntryInput, SiteConfigInput } from './config/site-config-schema'

/** Bumped whenever the JSON shape changes incompatibly. */
export const MANIFEST_VERSION = 1

// Site settings that reach the app as the author wrote them have one definition: the site config's
// schema (site-config-schema.ts, with the choices of site-options.ts); their types come from it.

/** Colour-mode policy of the site. */
export type DarkMode = NonNullable<SiteConfigInput['darkmode']>

/** Search behaviour: `offline` never contacts another host. */
export type SearchConfig = NonNullable<SiteConfigInput['search']>

/** Hosted (DocSearch-compatible) search settings. */
export type HostedSearchConfig = NonNullable<SearchConfig['hosted']>

/** One version of the documentation (label, where it lives, whether it is this site). */
export type VersionLink = NonNullable<SiteConfigInput['versions']>[number]

/** Texts the site itself shows: the home page announcement and the sidebar notice (inline markdown). */
type SiteNotices = NonNullable<SiteConfigInput['notices']>

/** Severity of a diagnostic found while reading or rendering a page. */
type DiagnosticSeverity = 'error' | 'warning'

/**
 * One problem found in the content, always pointing at a source line.
 * @example { file: 'manual/jobs.md', line: 12, severity: 'error', message: 'include cycle: a.md → b.md → a.md' }
 */
export interface Diagnostic {
  /** Source file, relative to the docs root, with forward slashes. */
  file: string
  /** 1-based line in that file (1 when the problem concerns the whole file). */
  line: number
  severity: DiagnosticSeverity
  /** What is wrong, in words an author understands. */
  message: string
  /** Stable machine-readable kind, e.g. 'frontmatter', 'include', 'link', 'anchor', 'image', 'title'. */
  code: string
}

/**
 * A navigation item of the navbar or a sidebar, after resolution by the manifest tool: the config's
 * entry (site-config-schema.ts), with string entries turned into items whose `text` is the target
 * page's title and links made canonical.
 */
export type NavItem = Omit<Exclude<NavEntryInput, string>, 'children'> & { children?: NavItem[] }

/** One heading of a page's outline; the slug is exactly the id the renderer emits. */
export interface Heading {
  /** 1 to 6. */
  level: number
  /** Plain text of the heading (inline code kept as text, raw HTML dropped). */
  text: string
  /** Element id, VuePress-compatible slug with `-1`, `-2` de-duplication. */
  slug: string
  /** 1-based source line of the heading (in the including page, for included text: the include line). */
  line?: number
}

/**
 * A page as the app needs it to show navigation, titles and to fetch its markdown.
 * Kept compact: the whole list must stay small for a 700-page site.
 */
export interface PageEntry {
  /** Canonical route, e.g. `/` , `/manual/jobs/`, `/manual/jobs/job-options`. */
  route: string
  /** Source file relative to the docs root, e.g. `manual/jobs/job-options.md`. */
  file: string
  /** Title with template variables substituted (frontmatter title, else first H1, else first heading, else file name). */
  title: string
  /** Numeric sort weight from frontmatter `order`. */
  order?: number
  /** Icon from frontmatter `icon`. */
  icon?: string
  /** True when the page is marked as a commercial feature (an `enterprise` container in its body). */
  commercial?: boolean
  /** Short content hash of the raw source (changes whenever the file changes). */
  hash: string
  /** Size of the raw source in bytes. */
  size: number
  /** Last-updated time, epoch milliseconds (git when available, else file mtime). */
  updated?: number
  /** Files this page includes (docs-root relative), so the app can fetch them in parallel. */
  includes?: string[]
  /** Frontmatter `home: true`: the page uses the home layout. */
  home?: boolean
  /** Frontmatter `sidebar: false`. */
  noSidebar?: boolean
  /** Page description (frontmatter `description`, else feed description), for meta tags. */
  description?: string
}

/** Per-page detail that the tools use (check, search, dev) but the app does not need up front. */
export interface PageDetail {
  route: string
  file: string
  /** Heading outline, levels 1–6, in document order. */
  headings: Heading[]
  /** Frontmatter fields the layout reads, as parsed. */
  frontmatter: Record<string, unknown>
  /** Internal links found in the page (resolved where possible). */
  links: LinkRecord[]
}

/** A link found in a page. */
export interface LinkRecord {
  /** The href as written (after template substitution). */
  href: string
  /** 1-based source line. */
  line: number
  /** Resolved route when the link points at a page of the site. */
  route?: string
  /** Fragment without '#', if any. */
  hash?: string
  /** What the link points at. */
  kind: 'page' | 'anchor' | 'asset' | 'external' | 'unresolved'
}

/** Theme options of the site (serialisable). */
export interface ThemeOptions {
  /** Logo image path, relative to the docs root or absolute URL. */
  logo?: string
  /** Logo for the dark scheme (optional; without it the app shows the logo in white). */
  logoDark?: string
  /** Repository shown in the navbar, `owner/name` or URL. */
  repo?: string
  docsRepo?: string
  /** Branch used by edit links (default `4.0.x`). */
  docsBranch: string
  /** Folder of the docs inside the repository. */
  docsDir: string
  /** Pattern with `:repo`, `:branch`, `:path` placeholders. */
  editLinkPattern?: string
  darkmode: DarkMode
  /** Show last-updated times. */
  lastUpdated: boolean
}

/** Site-wide data. */
export interface SiteData {
  title: string
  /** Base path with leading and trailing slash, e.g. `/docs/`. */
  base: string
  /** Page language, `en-US`. */
  lang: string
  navbar: NavItem[]
  /** Sidebars keyed by path prefix (`/manual/`); the longest matching prefix wins. */
  sidebars: Record<string, NavItem[]>
  theme: ThemeOptions
  /** Template variable values, `{{ $name }}` → value. */
  vars: Record<string, string>
  /** Old route → canonical route (already followed through chains); a value may end in `#fragment`. */
  redirects: Record<string, string>
  notices: SiteNotices
  search: SearchConfig
  /** Optional analytics tag id; no analytics when absent. */
  analyticsId?: string
  /** `air-gapped`: remote embeds (YouTube…) are plain links, never loaded. Default `online`. */
  hosting: NonNullable<SiteConfigInput['hosting']>
  /**
   * Hosts a widget's PDF, video, audio or poster may be loaded from once the reader asks (its
   * card's "Load from <host>"); media on any other host is only linked. None by default.
   */
  allowedMediaHosts?: string[]
  /** Other versions of the documentation, for the navbar menu and `<DocVersions/>`. */
  versions: VersionLink[]
  /** Code blocks longer than this many lines are shown collapsed (0: never). */
  collapseCodeLines: number
  /** API explorer settings; "try it" is off unless a server is named. */
  apiExplorer: NonNullable<SiteConfigInput['apiExplorer']>
  /** Locale of dates and numbers (BCP 47); the page language unless configured. */
  locale: string
  /** Interface texts that replace the defaults of `manifest/ui/ui-strings.ts`, by key. */
  strings?: Record<string, string>
  /** Default titles of containers (`::: enterprise`), by kind, over the pipeline's neutral ones. */
  containerTitles?: Record<string, string>
}

/** The manifest the app fetches (`manifest.json`). */
export interface Manifest {
  version: typeof MANIFEST_VERSION
  /** Hash over all page hashes and the site data; changes on every content change. */
  contentHash: string
  /** Build time, epoch milliseconds. */
  generated: number
  site: SiteData
  /** Every page, in source-path order. */
  pages: PageEntry[]
  /** Problems found while building; the rest was still written. */
  diagnostics: Diagnostic[]
}

/** The detail file (`manifest.pages.json`) written beside the manifest. */
export interface ManifestDetails {
  version: typeof MANIFEST_VERSION
  contentHash: string
  pages: PageDetail[]
  /**
   * Site-wide link findings (code `link`: no such page, `anchor`: no such heading), all warnings.
   * Kept here, not in `Manifest.diagnostics`, because the reader app never needs them and they
   * would make up a large part of the first download.
   */
  linkDiagnostics?: Diagnostic[]
}
