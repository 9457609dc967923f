// The nginx `location` snippet for one build: deploy/docs-location.conf with the build's base path
// and output folder in place of `/docs/` and `/srv/runbook-docs/`, including the build's own
// security headers (nginx-security-headers.conf, whose policy names the hosts the config turns on).

import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** The shipped template, for the default base `/docs/` and root `/srv/runbook-docs/`. */
export const NGINX_TEMPLATE = path.resolve(import.meta.dirname, '../../deploy/docs-location.conf')

/**
 * The snippet for a site served under `base` from the folder `root`.
 * @example renderNginxLocation(template, '/manual/', '/var/www/manual') names `location /manual/`
 */
export function renderNginxLocation(template: string, base: string, root: string): string {
  const folder = root.replace(/\/?$/, '/')
  const prefix = base.replace(/\/$/, '')
  return template
    .replaceAll('/etc/nginx/runbook-docs-headers.conf', `${folder}nginx-security-headers.conf`)
    .replaceAll('/srv/runbook-docs/', folder)
    .replaceAll('^/docs/', `^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`)
    .replaceAll('/docs/', `${prefix}/`)
    .replaceAll('= /docs {', `= ${prefix} {`)
}

/**
 * The snippet with a nested location for each older documentation version built into the folder
 * (`paths` under the base, e.g. `5.7.0/`): the version's own redirect map, security headers (its
 * config's hosted search or analytics) and 404 page, and its server files kept from readers.
 * Everything else (types, compression, the shared `_app/`) is the base location's.
 */
function withVersionLocations(snippet: string, base: string, root: string, paths: readonly string[]): string {
  if (!paths.length) return snippet
  const folder = root.replace(/\/?$/, '/')
  const blocks = paths.map((p) => {
    const url = base + p
    const escaped = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    return `
    # Documentation version built into ${p}: served like the rest, with its own redirects, headers and 404 page.
    location = ${url.replace(/\/$/, '')} {
        return 301 ${url};
    }
    location ${url} {
        alias ${folder}${p};
        include ${folder}${p}nginx-redirects.conf;
        include ${folder}${p}nginx-security-headers.conf;
        add_header Cache-Control "no-cache" always;
        location ~ ^${escaped}nginx-[^/]*\\.conf$ {
            return 404;
        }
        try_files $uri $uri.html $uri/index.html =404;
        error_page 404 ${url}404.html;
    }
`
  })
  const end = snippet.lastIndexOf('}')
  return snippet.slice(0, end) + blocks.join('') + snippet.slice(end)
}

/**
 * Writes `out/nginx-docs-location.conf` for the build (served out of `out` in place), with the
 * older versions built into it (`versionPaths`).
 */
export async function writeNginxLocation(
  out: string,
  base: string,
  versionPaths: readonly string[] = [],
): Promise<void> {
  const template = await readFile(NGINX_TEMPLATE, 'utf8')
  const root = path.resolve(out)
  const snippet = withVersionLocations(renderNginxLocation(template, base, root), base, root, versionPaths)
  await writeFile(path.join(out, 'nginx-docs-location.conf'), snippet)
}
