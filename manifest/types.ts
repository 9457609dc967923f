// The manifest contract's TypeScript types, inferred from its schema (manifest-schema.ts). Only
// types are imported from there, so that a browser module that names these types carries no zod.

import type { z } from 'zod'
import type {
  darkModeSchema,
  diagnosticSchema,
  headingSchema,
  hostedSearchSchema,
  linkRecordSchema,
  manifestDetailsSchema,
  manifestSchema,
  navItemSchema,
  pageDetailSchema,
  pageEntrySchema,
  searchSchema,
  siteDataSchema,
  themeSchema,
  versionLinkSchema,
} from './manifest-schema'

export { MANIFEST_VERSION } from './manifest-version'

/** Colour-mode policy of the site. */
export type DarkMode = z.output<typeof darkModeSchema>

/** Search behaviour: `offline` never contacts another host. */
export type SearchConfig = z.output<typeof searchSchema>

/** Hosted (DocSearch-compatible) search settings. */
export type HostedSearchConfig = z.output<typeof hostedSearchSchema>

/** One version of the documentation (label, where it lives, whether it is this site). */
export type VersionLink = z.output<typeof versionLinkSchema>

/**
 * One problem found in the content, always pointing at a source line.
 * @example { file: 'manual/jobs.md', line: 12, severity: 'error', message: 'include cycle: a.md → b.md → a.md' }
 */
export type Diagnostic = z.output<typeof diagnosticSchema>

/**
 * A navigation item of the navbar or a sidebar, after resolution by the manifest tool: the config's
 * entry (site-config-schema.ts), with string entries turned into items whose `text` is the target
 * page's title and links made canonical.
 */
export type NavItem = z.output<typeof navItemSchema>

/** One heading of a page's outline; the slug is exactly the id the renderer emits. */
export type Heading = z.output<typeof headingSchema>

/**
 * A page as the app needs it to show navigation, titles and to fetch its markdown.
 * Kept compact: the whole list must stay small for a 700-page site.
 */
export type PageEntry = z.output<typeof pageEntrySchema>

/** Per-page detail that the tools use (check, search, dev) but the app does not need up front. */
export type PageDetail = z.output<typeof pageDetailSchema>

/** A link found in a page. */
export type LinkRecord = z.output<typeof linkRecordSchema>

/** Theme options of the site (serialisable). */
export type ThemeOptions = z.output<typeof themeSchema>

/** Site-wide data. */
export type SiteData = z.output<typeof siteDataSchema>

/** The manifest the app fetches (`manifest.json`). */
export type Manifest = z.output<typeof manifestSchema>

/** The detail file (`manifest.pages.json`) written beside the manifest. */
export type ManifestDetails = z.output<typeof manifestDetailsSchema>
