import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { NGINX_TEMPLATE, renderNginxLocation } from '../../../tools/publish/nginx-location'

describe('tools/publish/nginx-location', () => {
  it('writes the shipped snippet for the base and folder of a build', () => {
    const snippet = renderNginxLocation(readFileSync(NGINX_TEMPLATE, 'utf8'), '/manual/', '/var/www/manual')
    expect(snippet).toContain('location = /manual {\n    return 301 /manual/;')
    expect(snippet).toContain('location /manual/ {\n    alias /var/www/manual/;')
    expect(snippet).toContain('include /var/www/manual/nginx-redirects.conf;')
    expect(snippet).toContain('location ~ ^/manual/(?:nginx-')
    expect(snippet).toContain('location /manual/_app/ {\n        alias /var/www/manual/_app/;')
    expect(snippet).not.toMatch(/\/docs\b|\/srv\/runbook-docs/)
  })

  it("for the default base and folder, changes only the headers it includes: the build's own", () => {
    const template = readFileSync(NGINX_TEMPLATE, 'utf8')
    expect(renderNginxLocation(template, '/docs/', '/srv/runbook-docs')).toBe(
      template.replaceAll('/etc/nginx/runbook-docs-headers.conf', '/srv/runbook-docs/nginx-security-headers.conf'),
    )
  })
})
