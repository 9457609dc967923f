// The policy the sanitizer is handed when it is loaded (sanitize.ts's loadSanitizer): the site's
// allow-list and where links open and media load from, the same the check of plain markup
// (generated-markup.ts) applies. Handed over rather than imported by the sanitizer, whose chunk
// then holds nothing the modules before a page's text share (purifier.ts says why).

import { styleLoadsResource } from '../../manifest/paths/url-policy'
import { linkTargetAttributes } from './link-target'
import { loadsHere } from './media-source'
import type { SanitizePolicy } from './purifier'
import { ALLOWED_ATTR, ALLOWED_TAGS } from './sanitize-config'

/** The site's sanitize policy. */
export const SANITIZE_POLICY: SanitizePolicy = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTR,
  linkTarget: linkTargetAttributes,
  loadsHere,
  styleLoadsResource,
}
