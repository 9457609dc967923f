// What authors write: the site config file (JSON), in the shape of a VuePress theme config (navbar, sidebars, repo…) plus our extra keys.

export type { NavEntryInput, SiteConfigInput } from './site-config-schema'
