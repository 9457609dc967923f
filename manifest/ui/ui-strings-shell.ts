// The few interface texts the first paint writes into the page shell before the app arrives. Part
// of the one strings table (ui-strings.ts spreads them in); kept apart so the first paint does not
// download the whole table.

/** Key → default text of the shell's interface texts. */
export const SHELL_UI_STRINGS = {
  'skip.toMain': 'Skip to main content',
  'nav.breadcrumb': 'Breadcrumb',
  'page.commercialBadge': 'Commercial',
  'page.commercialTitle': 'Available in the commercial editions',
} as const

/** A key of the shell's texts. */
export type ShellStringKey = keyof typeof SHELL_UI_STRINGS

/** The shell's text for `key`: the site's override, else the default. */
export function shellText(overrides: Record<string, string> | undefined, key: ShellStringKey): string {
  const value = overrides?.[key]
  return typeof value === 'string' ? value : SHELL_UI_STRINGS[key]
}
