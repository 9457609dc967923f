// The security headers for one build: deploy/security-headers.conf with its content security
// policy widened by exactly what the site config turns on — the hosted search service's origin
// (connect-src), the analytics tag (script-src, connect-src, img-src) and the hosts a widget's
// media may be loaded from once the reader asks (`allowedMediaHosts`: media-src and img-src for a
// video, audio or poster, frame-src and connect-src for a PDF). Written next to the site as
// nginx-security-headers.conf; with none of them on it is the shipped file unchanged.

import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { hostedOrigin, usesHostedSearch } from '../../manifest/search/hosted-search'
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

/** The site's parts that widen the policy. */
type PolicySite = Pick<SiteData, 'search' | 'analyticsId' | 'allowedMediaHosts'>

/** Directives a widget's media on an allowed host needs (a frame shows a PDF, asked for with HEAD first). */
const MEDIA_DIRECTIVES = ['media-src', 'img-src', 'frame-src', 'connect-src'] as const

/** Sources each directive gains for `site` (empty when it contacts no other host). */
function extraSources(site: PolicySite): Record<string, string[]> {
  const extra: Record<string, string[]> = {}
  const add = (directive: string, sources: readonly string[]) => {
    extra[directive] = [...new Set([...(extra[directive] ?? []), ...sources])]
  }
  if (usesHostedSearch(site.search)) add('connect-src', [hostedOrigin(site.search.hosted)])
  if (site.analyticsId?.trim())
    for (const [directive, sources] of Object.entries(ANALYTICS_SOURCES)) add(directive, sources)
  const mediaHosts = (site.allowedMediaHosts ?? []).map((host) => `https://${host}`)
  if (mediaHosts.length) for (const directive of MEDIA_DIRECTIVES) add(directive, mediaHosts)
  return extra
}

/**
 * `policy` (a CSP header value) with `extra` appended to its directives; a directive it does not
 * have is added with `'self'` and its sources (it fell back to default-src 'self').
 */
function widenPolicy(policy: string, extra: Record<string, string[]>): string {
  const parts = policy.split(';')
  const present = new Set(parts.map((part) => part.trim().split(/\s+/)[0] ?? ''))
  const widened = parts.map((part) => {
    const directive = part.trim().split(/\s+/)[0] ?? ''
    const sources = extra[directive]
    return sources?.length ? `${part.replace(/\s+$/, '')} ${sources.join(' ')}` : part
  })
  for (const [directive, sources] of Object.entries(extra)) {
    if (!present.has(directive) && sources.length) widened.push(` ${directive} 'self' ${sources.join(' ')}`)
  }
  return widened.join(';')
}

/** The snippet for `site`: the shipped one with its Content-Security-Policy widened. */
export function renderSecurityHeaders(template: string, site: PolicySite): string {
  const extra = extraSources(site)
  if (!Object.keys(extra).length) return template
  return template.replace(
    /(add_header Content-Security-Policy ")([^"]*)(")/,
    (_m, open: string, policy: string, close: string) => open + widenPolicy(policy, extra) + close,
  )
}

/** Writes `out/nginx-security-headers.conf` for the build. */
export async function writeSecurityHeaders(out: string, site: PolicySite): Promise<void> {
  const template = await readFile(HEADERS_TEMPLATE, 'utf8')
  await writeFile(path.join(out, 'nginx-security-headers.conf'), renderSecurityHeaders(template, site))
}
