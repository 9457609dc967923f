// The manifest contract as a zod schema: the only data that crosses from tools/ (Node) to app/
// (browser). Its types (manifest/types.ts) are inferred from it; the guard that parses it
// (manifest-guard.ts) is generated from it by `npm run schema`, so the app checks the manifest
// without carrying zod (tools/lib/manifest-guard-source.ts says why). The site config's schema
// (config/site-config-schema.ts) takes its navigation item and settings blocks from here.
// The parse gives an object's fields in the order written here: the builders write them in it too,
// so that a parsed manifest is the built one down to the order of its keys.

import { z } from 'zod'
import { DARK_MODES, HOSTING_MODES, SEARCH_MODES } from './config/site-options'
import { MANIFEST_VERSION } from './manifest-version'

/**
 * A navigation item of the navbar or a sidebar. In the manifest: the config's entry resolved by
 * the manifest tool, its links made canonical. The config's entries (site-config-schema.ts) are
 * this item, written strictly, with page paths allowed in place of items.
 */
export const navItemSchema = z.object({
  /** Label shown to the reader. */
  text: z.string().describe('Label shown in the navigation'),
  /** Route (`/manual/jobs/`), route with fragment (`/manual/x#sec`), page path or external URL. */
  link: z.string().optional().describe('Target page path or URL'),
  /** Font Awesome name (`book`) or image path (`/assets/img/x.png`). */
  icon: z.string().optional().describe('Icon name or image path'),
  /** Nested items (a group). */
  get children(): z.ZodOptional<z.ZodArray<typeof navItemSchema>> {
    return z.array(navItemSchema).optional()
  },
  /** Prefix applied to relative child links (already applied in the manifest). */
  prefix: z.string().optional(),
  /** Regular expression source; the item is active when the route matches it. */
  activeMatch: z.string().optional(),
  /** Whether the group can be collapsed by the reader. */
  collapsible: z.boolean().optional(),
})

/**
 * One problem found in the content, always pointing at a source line.
 * @example { file: 'manual/jobs.md', line: 12, severity: 'error', message: 'include cycle: a.md → b.md → a.md' }
 */
export const diagnosticSchema = z.object({
  /** Source file, relative to the docs root, with forward slashes. */
  file: z.string(),
  /** 1-based line in that file (1 when the problem concerns the whole file). */
  line: z.number(),
  severity: z.enum(['error', 'warning']),
  /** What is wrong, in words an author understands. */
  message: z.string(),
  /** Stable machine-readable kind, e.g. 'frontmatter', 'include', 'link', 'anchor', 'image', 'title'. */
  code: z.string(),
})

/**
 * A page as the app needs it to show navigation, titles and to fetch its markdown.
 * Kept compact: the whole list must stay small for a 700-page site.
 */
export const pageEntrySchema = z.object({
  /** Canonical route, e.g. `/` , `/manual/jobs/`, `/manual/jobs/job-options`. */
  route: z.string(),
  /** Source file relative to the docs root, e.g. `manual/jobs/job-options.md`. */
  file: z.string(),
  /** Title with template variables substituted (frontmatter title, else first H1, else first heading, else file name). */
  title: z.string(),
  /** Short content hash of the raw source (changes whenever the file changes). */
  hash: z.string(),
  /** Size of the raw source in bytes. */
  size: z.number(),
  /** Numeric sort weight from frontmatter `order`. */
  order: z.number().optional(),
  /** Icon from frontmatter `icon`. */
  icon: z.string().optional(),
  /** True when the page is marked as a commercial feature (an `enterprise` container in its body). */
  commercial: z.boolean().optional(),
  /** Last-updated time, epoch milliseconds (git when available, else file mtime). */
  updated: z.number().optional(),
  /** Files this page includes (docs-root relative), so the app can fetch them in parallel. */
  includes: z.array(z.string()).optional(),
  /** Frontmatter `home: true`: the page uses the home layout. */
  home: z.boolean().optional(),
  /** Frontmatter `sidebar: false`. */
  noSidebar: z.boolean().optional(),
  /** Page description (frontmatter `description`, else feed description), for meta tags. */
  description: z.string().optional(),
})

/** Hosted (DocSearch-compatible) search settings (the config requires each name to be non-empty). */
export const hostedSearchSchema = z.object({
  appId: z.string(),
  apiKey: z.string(),
  indexName: z.string(),
  host: z.string().optional().describe('Host override (defaults to the application host)'),
  facetFilters: z
    .array(z.array(z.string()))
    .optional()
    .describe(
      'Facet filters sent with every query, e.g. [["version:docs"], ["lang:{lang}"]]; {lang} is the page language',
    ),
})

/** Search behaviour: `offline` never contacts another host. */
export const searchSchema = z.object({
  mode: z.enum(SEARCH_MODES).describe('offline never contacts another host'),
  hosted: hostedSearchSchema.optional(),
})

/**
 * One version of the documentation (label, where it lives, whether it is the current one). A version
 * built into the same output folder (site config `versions[].src`, and the current version beside
 * it) also has its `base`: the base path it is served under (the current one's is the base of the
 * whole folder, an older one's `<that base><path>`), and its `link` is its home as a route under the
 * current version's base (`/` for the current one, `/5.7.0/` for an older one at `5.7.0/`).
 */
export const versionLinkSchema = z.object({
  text: z.string(),
  link: z.string(),
  current: z.boolean().optional().describe('The current (newest) version'),
  base: z.string().optional().describe('Base path of a version built into this output folder'),
})

/** Texts the site itself shows: the home page announcement and the sidebar notice (inline markdown). */
export const noticesSchema = z.object({ home: z.string().optional(), sidebar: z.string().optional() })

/** API explorer settings; "try it" is off unless a server is named (the config requires an http(s) URL). */
export const apiExplorerSchema = z.object({
  tryItServer: z.string().optional(),
})

/** Colour-mode policy of the site. */
export const darkModeSchema = z.enum(DARK_MODES)

/** `air-gapped`: remote embeds (YouTube…) are plain links, never loaded. */
export const hostingSchema = z.enum(HOSTING_MODES)

/** Theme options of the site (serialisable). */
export const themeSchema = z.object({
  /** Branch used by edit links. */
  docsBranch: z.string(),
  /** Folder of the docs inside the repository. */
  docsDir: z.string(),
  darkmode: darkModeSchema,
  /** Show last-updated times. */
  lastUpdated: z.boolean(),
  /** Logo image path, relative to the docs root or absolute URL. */
  logo: z.string().optional(),
  /** Logo for the dark scheme (optional; without it the app shows the logo in white). */
  logoDark: z.string().optional(),
  /** Repository shown in the navbar, `owner/name` or URL. */
  repo: z.string().optional(),
  docsRepo: z.string().optional(),
  /** Pattern with `:repo`, `:branch`, `:path` placeholders. */
  editLinkPattern: z.string().optional(),
})

/** Site-wide data. */
export const siteDataSchema = z.object({
  title: z.string(),
  /** Base path with leading and trailing slash, e.g. `/docs/`. */
  base: z.string(),
  /** Page language, `en-US`. */
  lang: z.string(),
  navbar: z.array(navItemSchema),
  /** Sidebars keyed by path prefix (`/manual/`); the longest matching prefix wins. */
  sidebars: z.record(z.string(), z.array(navItemSchema)),
  theme: themeSchema,
  /** Template variable values, `{{ $name }}` → value. */
  vars: z.record(z.string(), z.string()),
  /** Old route → canonical route (already followed through chains); a value may end in `#fragment`. */
  redirects: z.record(z.string(), z.string()),
  notices: noticesSchema,
  search: searchSchema,
  /** Default `online`. */
  hosting: hostingSchema,
  /** Other versions of the documentation, for the navbar menu and `<DocVersions/>`. */
  versions: z.array(versionLinkSchema),
  /** Code blocks longer than this many lines are shown collapsed (0: never). */
  collapseCodeLines: z.number(),
  apiExplorer: apiExplorerSchema,
  /** Locale of dates and numbers (BCP 47); the page language unless configured. */
  locale: z.string(),
  /** Interface texts that replace the defaults of `manifest/ui/ui-strings.ts`, by key. */
  strings: z.record(z.string(), z.string()).optional(),
  /** Default titles of containers (`::: enterprise`), by kind, over the pipeline's neutral ones. */
  containerTitles: z.record(z.string(), z.string()).optional(),
  /** Optional analytics tag id; no analytics when absent. */
  analyticsId: z.string().optional(),
  /**
   * Hosts a widget's PDF, video, audio or poster may be loaded from once the reader asks (its
   * card's "Load from <host>"); media on any other host is only linked. None by default.
   */
  allowedMediaHosts: z.array(z.string()).optional(),
})

/** The manifest the app fetches (`manifest.json`, in the compact form of compact.ts). */
export const manifestSchema = z.object({
  /** Bumped whenever the JSON shape changes incompatibly. */
  version: z.literal(MANIFEST_VERSION),
  /** Hash over all page hashes and the site data; changes on every content change. */
  contentHash: z.string(),
  /** Build time, epoch milliseconds. */
  generated: z.number(),
  site: siteDataSchema,
  /** Every page, in source-path order. */
  pages: z.array(pageEntrySchema),
  /** Problems found while building; the rest was still written. */
  diagnostics: z.array(diagnosticSchema),
})

/** One heading of a page's outline; the slug is exactly the id the renderer emits. */
export const headingSchema = z.object({
  /** 1 to 6. */
  level: z.number(),
  /** Plain text of the heading (inline code kept as text, raw HTML dropped). */
  text: z.string(),
  /** Element id, VuePress-compatible slug with `-1`, `-2` de-duplication. */
  slug: z.string(),
  /** 1-based source line of the heading (in the including page, for included text: the include line). */
  line: z.number().optional(),
})

/** A link found in a page. */
export const linkRecordSchema = z.object({
  /** The href as written (after template substitution). */
  href: z.string(),
  /** 1-based source line. */
  line: z.number(),
  /** What the link points at. */
  kind: z.enum(['page', 'anchor', 'asset', 'external', 'unresolved']),
  /** Resolved route when the link points at a page of the site. */
  route: z.string().optional(),
  /** Fragment without '#', if any. */
  hash: z.string().optional(),
})

/** Per-page detail that the tools use (check, search, dev) but the app does not need up front. */
export const pageDetailSchema = z.object({
  route: z.string(),
  file: z.string(),
  /** Heading outline, levels 1–6, in document order. */
  headings: z.array(headingSchema),
  /** Frontmatter fields the layout reads, as parsed. */
  frontmatter: z.record(z.string(), z.unknown()),
  /** Internal links found in the page (resolved where possible). */
  links: z.array(linkRecordSchema),
})

/** The detail file (`manifest.pages.json`) written beside the manifest. */
export const manifestDetailsSchema = z.object({
  version: z.literal(MANIFEST_VERSION),
  contentHash: z.string(),
  pages: z.array(pageDetailSchema),
  /**
   * Site-wide link findings (code `link`: no such page, `anchor`: no such heading), all warnings.
   * Kept here, not in `Manifest.diagnostics`, because the reader app never needs them and they
   * would make up a large part of the first download.
   */
  linkDiagnostics: z.array(diagnosticSchema).optional(),
})

/**
 * `${base}__dev/manifest-change.json?since=HASH`: what changed in the manifest since the one with
 * that content hash (see dev-protocol.ts).
 */
export const manifestChangeSchema = z.object({
  since: z.string(),
  contentHash: z.string(),
  generated: z.number(),
  /** The entries that changed, by index in `pages`. */
  pages: z.array(z.tuple([z.number(), pageEntrySchema])),
  /** The build's diagnostics, when they changed. */
  diagnostics: z.array(diagnosticSchema).optional(),
})
