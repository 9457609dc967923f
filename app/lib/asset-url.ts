// URLs for images named in site data and frontmatter (logo, hero image, icons).

/** External URLs stay as written; site paths are put under the base ('/a.png' → '/docs/a.png'). */
export function assetUrl(base: string, path: string): string {
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(path)) return path
  return base + path.replace(/^\/+/, '')
}
