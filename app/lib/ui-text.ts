// The interface text of the loaded site: the strings table with the site's overrides, in its
// locale. DOM code and widgets call `uiTextFor(manifest)`; components use `useUiText()`.

import { createUiText, type UiText } from '../../manifest/ui/ui-strings'
import { memoByObject } from '../../manifest/memo-by-object'
import type { Manifest } from '../../manifest/types'

/** The interface text of each site object (a new manifest with the same site keeps its text). */
const uiTextOfSite = memoByObject((site: Manifest['site']): UiText =>
  createUiText(site.strings, site.locale || site.lang),
)

/** The site's interface text. */
export function uiTextFor(manifest: Manifest): UiText {
  return uiTextOfSite(manifest.site)
}
