// The interface text of the loaded site: the strings table with the site's overrides, in its
// locale. DOM code and widgets call `uiTextFor(manifest)`; components use `useUiText()`.

import { createUiText, type UiText } from '../../manifest/ui-strings'
import type { Manifest } from '../../manifest/types'

/** The interface text of each site object (a new manifest with the same site keeps its text). */
const uiTextBySite = new WeakMap<Manifest['site'], UiText>()

/** The site's interface text (made once per site object). */
export function uiTextFor(manifest: Manifest): UiText {
  let text = uiTextBySite.get(manifest.site)
  if (!text) {
    text = createUiText(manifest.site.strings, manifest.site.locale || manifest.site.lang)
    uiTextBySite.set(manifest.site, text)
  }
  return text
}
