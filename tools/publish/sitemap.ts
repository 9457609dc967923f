// sitemap.xml from the manifest: one <url> per page with its last-updated date.

import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Manifest } from '../../manifest/types'
import { escapeHtml } from '../../manifest/markdown/html-utils'

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
 * Renders sitemap.xml. The sitemap protocol wants absolute URLs, so the build writes it only when
 * the site config names a `hostname`; without one the locations here are relative to the server
 * root (`/docs/manual/jobs`).
 */
export function renderSitemap(manifest: Manifest, hostname?: string): string {
  const { base } = manifest.site
  const urls = manifest.pages.map((page) => {
    const lastmod =
      page.updated !== undefined ? `<lastmod>${new Date(page.updated).toISOString().slice(0, 10)}</lastmod>` : ''
    return `  <url><loc>${escapeHtml(pageUrl(base, page.route, hostname), 'decimal')}</loc>${lastmod}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt for a site served at `hostname`: everything may be crawled; where the sitemap is. */
function renderRobots(manifest: Manifest, hostname: string): string {
  return `User-agent: *\nAllow: /\nSitemap: ${originOf(hostname)}${manifest.site.base}sitemap.xml\n`
}

/**
 * Writes `out/sitemap.xml` and `out/robots.txt` when the site has a `hostname`; returns the
 * build warning when it has none (a sitemap needs absolute URLs).
 */
export async function writeSitemap(out: string, manifest: Manifest, hostname?: string): Promise<string | undefined> {
  if (!hostname) {
    return 'sitemap.xml and robots.txt not written: set "hostname" in the site config (e.g. "https://docs.example.com"); a sitemap needs absolute URLs'
  }
  await writeFile(path.join(out, 'sitemap.xml'), renderSitemap(manifest, hostname))
  await writeFile(path.join(out, 'robots.txt'), renderRobots(manifest, hostname))
  return undefined
}
