// The security headers for one build: deploy/security-headers.conf with its content security
// policy widened by exactly what the site config turns on — the hosted search service's origin
// (connect-src) and the analytics tag (script-src, connect-src, img-src). Written next to the
// site as nginx-security-headers.conf; with neither on it is the shipped file unchanged.

import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { hostedOrigin, usesHostedSearch } from '../../manifest/hosted-search'
import type { SiteData } from '../../manifest/types'

/** The shipped snippet. */
export const HEADERS_TEMPLATE = path.resolve(import.meta.dirname, '../../deploy/security-headers.conf')

/** Hosts the analytics tag loads from and reports to (the tag vendor's documented list). */
const ANALYTICS_SOURCES = {
  'script-src': ['https://www.googletagmanager.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
  'img-src': ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
} as const

/** Sources each directive gains for `site` (empty when it contacts no other host). */
function extraSources(site: Pick<SiteData, 'search' | 'analyticsId'>): Record<string, string[]> {
  const extra: Record<string, string[]> = {}
  const add = (directive: string, sources: readonly string[]) => {
    extra[directive] = [...new Set([...(extra[directive] ?? []), ...sources])]
  }
  if (usesHostedSearch(site.search)) add('connect-src', [hostedOrigin(site.search.hosted)])
  if (site.analyticsId?.trim())
    for (const [directive, sources] of Object.entries(ANALYTICS_SOURCES)) add(directive, sources)
  return extra
}

/** `policy` (a CSP header value) with `extra` appended to its directives. */
function widenPolicy(policy: string, extra: Record<string, string[]>): string {
  return policy
    .split(';')
    .map((part) => {
      const directive = part.trim().split(/\s+/)[0] ?? ''
      const sources = extra[directive]
      return sources?.length ? `${part.replace(/\s+$/, '')} ${sources.join(' ')}` : part
    })
    .join(';')
}

/** The snippet for `site`: the shipped one with its Content-Security-Policy widened. */
export function renderSecurityHeaders(template: string, site: Pick<SiteData, 'search' | 'analyticsId'>): string {
  const extra = extraSources(site)
  if (!Object.keys(extra).length) return template
  return template.replace(
    /(add_header Content-Security-Policy ")([^"]*)(")/,
    (_m, open: string, policy: string, close: string) => open + widenPolicy(policy, extra) + close,
  )
}

/** Writes `out/nginx-security-headers.conf` for the build. */
export async function writeSecurityHeaders(out: string, site: Pick<SiteData, 'search' | 'analyticsId'>): Promise<void> {
  const template = await readFile(HEADERS_TEMPLATE, 'utf8')
  await writeFile(path.join(out, 'nginx-security-headers.conf'), renderSecurityHeaders(template, site))
}
