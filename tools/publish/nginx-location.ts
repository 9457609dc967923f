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

/** Writes `out/nginx-docs-location.conf` for the build (served out of `out` in place). */
export async function writeNginxLocation(out: string, base: string): Promise<void> {
  const template = await readFile(NGINX_TEMPLATE, 'utf8')
  await writeFile(path.join(out, 'nginx-docs-location.conf'), renderNginxLocation(template, base, path.resolve(out)))
}
