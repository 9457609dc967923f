// URLs for images named in site data and frontmatter (logo, hero image, icons).

import { isSiteAsset } from '../../manifest/paths/url-policy'

/**
 * A site path under the base ('/a.png' → '/docs/a.png'); undefined for an image from another
 * host or with a scheme (the site makes no request elsewhere: see manifest/paths/url-policy.ts).
 */
export function assetUrl(base: string, path: string): string | undefined {
  if (!isSiteAsset(path)) return undefined
  return base + path.replace(/^\/+/, '')
}

/** What `<Icon>` shows for a configured icon: a named icon as is, an image path as a site URL. */
export function iconSource(base: string, icon: string): string | undefined {
  return /[/.]/.test(icon) ? assetUrl(base, icon) : icon
}
