// What authors write: the site config file (JSON), in the shape of a VuePress theme config (navbar, sidebars, repo…) plus our extra keys; and that config as the build reads it, defaults applied.

export type { NavEntryInput, SiteConfig, SiteConfigInput } from './site-config-schema'
