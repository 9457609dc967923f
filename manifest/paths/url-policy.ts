// What a URL taken from content or site data may be. Links navigate only to this site or to
// http(s), mail and phone addresses; images and other assets load only from this site, so a page
// never makes a request to another host (and never runs `javascript:` or opens `data:`).

/** Browsers skip these inside and around a URL's scheme (`java\tscript:`, ` javascript:`). */
const IGNORED = /[\u0000-\u0020\u007f]/g
const SCHEME = /^([a-z][a-z0-9+.-]*):/i
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel'])

/** The scheme of `url` in lower case, as a browser reads it; undefined for a relative URL. */
export function schemeOf(url: string): string | undefined {
  return SCHEME.exec(url.replace(IGNORED, ''))?.[1]?.toLowerCase()
}

/**
 * True for a link a reader may follow: a path or fragment of this site, or an http(s), mailto
 * or tel address.
 * @example isSafeLink('/manual/jobs') → true; isSafeLink('javascript:alert(1)') → false
 */
export function isSafeLink(url: string): boolean {
  const scheme = schemeOf(url)
  return scheme === undefined || LINK_SCHEMES.has(scheme)
}

/**
 * True for an asset this site serves itself: a path without a scheme or a `//host` (an image
 * from anywhere else would be a request to another host).
 * @example isSiteAsset('/assets/img/logo.svg') → true; isSiteAsset('https://cdn.example/x.png') → false
 */
export function isSiteAsset(url: string): boolean {
  const cleaned = url.replace(IGNORED, '')
  return schemeOf(url) === undefined && !cleaned.startsWith('//') && !cleaned.startsWith('\\\\')
}

/** CSS that fetches something or runs code; escapes (`u\72l(`) and comments are refused too. */
const LOADING_CSS = /url\s*\(|image-set\s*\(|@import|expression\s*\(|\\|\/\*/i

/**
 * True for a `style` attribute that would load something or run code (`url()`, `image-set()`,
 * `@import`, `expression()`, or escapes and comments that could hide them). Such a style is
 * dropped whole: a style may lay out and colour, never load.
 * @example styleLoadsResource('color: red') → false; styleLoadsResource('background:url(x)') → true
 */
export function styleLoadsResource(style: string): boolean {
  return LOADING_CSS.test(style)
}
