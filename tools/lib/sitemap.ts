// sitemap.xml from the manifest: one <url> per page with its last-updated date.

import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Manifest } from '../../manifest/types'
import { escapeHtml } from './index-html'

/**
 * Reader URL of a route: base + route without its leading slash, each segment encoded,
 * prefixed with `hostname` (an origin such as `https://docs.example.com`) when given.
 * @example pageUrl('/docs/', '/manual/jobs', 'https://h') → 'https://h/docs/manual/jobs'
 */
export function pageUrl(base: string, route: string, hostname?: string): string {
  const rel = route
    .replace(/^\//, '')
    .split('/')
    .map((s) => encodeURIComponent(s))
    .join('/')
  return originOf(hostname) + base + rel
}

/** `https://h/` → `https://h`; undefined or empty → ''. */
export function originOf(hostname: string | undefined): string {
  return (hostname ?? '').trim().replace(/\/+$/, '')
}

/**
 * Renders sitemap.xml. The sitemap protocol wants absolute URLs; without a `hostname`
 * (site config `hostname`) the locations are written relative to the server root
 * (`/docs/manual/jobs`), which crawlers resolve against the sitemap's own URL.
 */
export function renderSitemap(manifest: Manifest, hostname?: string): string {
  const { base } = manifest.site
  const urls = manifest.pages.map((page) => {
    const lastmod =
      page.updated !== undefined
        ? `<lastmod>${new Date(page.updated).toISOString().slice(0, 10)}</lastmod>`
        : ''
    return `  <url><loc>${escapeHtml(pageUrl(base, page.route, hostname))}</loc>${lastmod}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** Writes `out/sitemap.xml`. */
export async function writeSitemap(
  out: string,
  manifest: Manifest,
  hostname?: string,
): Promise<void> {
  await writeFile(path.join(out, 'sitemap.xml'), renderSitemap(manifest, hostname))
}
