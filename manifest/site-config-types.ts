// What authors write: the site config file (JSON), in the shape of shared/compat/rundeck-site.json plus our extra keys.

export type { NavEntryInput, SiteConfigInput } from './site-config-schema'
