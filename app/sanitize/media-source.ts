// Where page media may load from: this site, or an image written inline in the page (no request
// at all). Shared by the sanitizer's hook (sanitize.ts) and the check of the pipeline's own markup
// (generated-markup.ts), so both treat an address the same.

import { isSiteAsset } from '../../manifest/paths/url-policy'

/** An image written inline in the page. */
const INLINE_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp);/i

/** True when media at `address` may be loaded: from this site, or inline. */
export function loadsHere(address: string): boolean {
  return isSiteAsset(address) || INLINE_IMAGE.test(address)
}
