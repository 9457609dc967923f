// The choices of the site config's enumerated keys: one list each, read by the manifest's schema (and so
// by the config's schema, the guard generated from it and the types of both).

/** `darkmode`: whether and how readers switch the colour scheme. */
export const DARK_MODES = ['disable', 'enable', 'auto', 'switch', 'toggle'] as const

/** `search.mode`: `offline` never contacts another host. */
export const SEARCH_MODES = ['offline', 'hosted', 'auto'] as const

/** `hosting`: `air-gapped` turns remote video embeds into plain links that are never loaded. */
export const HOSTING_MODES = ['online', 'air-gapped'] as const
