// @vitest-environment jsdom
// An OpenAPI document's prose reaches the explorer only after the page policy: raw HTML is
// sanitized, unsafe link targets become '#', references to other files are not followed, and
// everything else is left as written.

import { describe, expect, it } from 'vitest'
import { safeProse, safeSpec } from '../../../../app/widgets/openapi/safe-spec'
import { tryServerUrl } from '../../../../app/widgets/openapi/mount-openapi'

describe('OpenAPI prose policy', () => {
  it('keeps plain markdown as written', () => {
    const text = 'Use `X-Rundeck-Auth-Token` & see [the guide](/docs/api/) or [mail](mailto:ops@example.org).'
    expect(safeProse(text)).toBe(text)
  })

  it('removes scripts and event handlers from raw HTML', () => {
    const out = safeProse('Hello <img src=x onerror="alert(1)"><script>alert(2)</script><b onclick="x()">bold</b>')
    expect(out).not.toMatch(/onerror|onclick|<script|<img/i)
    expect(out).toContain('<b>bold</b>')
  })

  it('replaces javascript: and data: link targets, inline and as references', () => {
    expect(safeProse('[click](javascript:alert(1))')).toBe('[click](#)')
    expect(safeProse('[x]( JaVaScRiPt:alert(1))')).toBe('[x]( #)')
    expect(safeProse('[w](https://en.wikipedia.org/wiki/Cron_(software))')).toBe(
      '[w](https://en.wikipedia.org/wiki/Cron_(software))',
    )
    expect(safeProse('[y](data:text/html;base64,PHNjcmlwdD4=)')).toBe('[y](#)')
    expect(safeProse('[ref]: javascript:alert(1)\n\nsee [ref]')).toBe('[ref]: #\n\nsee [ref]')
    expect(safeProse('[ok](https://example.org/a "t")')).toBe('[ok](https://example.org/a "t")')
  })

  it('applies to descriptions, summaries and titles at any depth, not to other values', () => {
    const spec = {
      info: { title: 'API <script>x()</script>', description: '[a](javascript:x)' },
      paths: {
        '/a': {
          get: { summary: '<i onmouseover="x()">A</i>', parameters: [{ name: 'q', example: '[a](javascript:x)' }] },
        },
      },
    }
    const safe = safeSpec(spec)
    expect(safe.info.title).toBe('API ')
    expect(safe.info.description).toBe('[a](#)')
    expect(safe.paths['/a'].get.summary).toBe('<i>A</i>')
    expect(safe.paths['/a'].get.parameters[0]!.example).toBe('[a](javascript:x)')
    expect(spec.info.description).toBe('[a](javascript:x)')
  })

  it('does not follow references to other files or hosts', () => {
    const safe = safeSpec({
      components: {
        schemas: { A: { $ref: 'https://elsewhere.example/s.yaml#/B' }, C: { $ref: '#/components/schemas/A' } },
      },
    })
    expect(safe.components.schemas.A).toEqual({ description: 'Not loaded: https://elsewhere.example/s.yaml#/B' })
    expect(safe.components.schemas.C).toEqual({ $ref: '#/components/schemas/A' })
  })
})

describe('try-it server', () => {
  it('fills the document server template, or uses the address as given', () => {
    expect(tryServerUrl({ servers: [{ url: '{server}/api/56' }] }, 'https://automation.example.org/')).toBe(
      'https://automation.example.org/api/56',
    )
    expect(tryServerUrl({}, 'https://automation.example.org/api/56')).toBe('https://automation.example.org/api/56')
  })
})
