// The interface text of the loaded site: the strings table with the site's overrides, in its
// locale. DOM code and widgets call `uiTextFor(manifest)`; components use `useUiText()`.

import { createUiText, type UiText } from '../../manifest/ui-strings'
import type { Manifest } from '../../manifest/types'
import { perManifest } from './per-manifest'

/** The site's interface text (made once per manifest). */
export const uiTextFor = perManifest((manifest: Manifest): UiText =>
  createUiText(manifest.site.strings, manifest.site.locale || manifest.site.lang),
)
