// The site config is checked against its schema: each mistake gives `<json path>: what is wrong,
// what is expected`, unknown keys are warnings, and the JSON Schema for editors matches the schema.

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkConfig, siteConfigJsonSchema, siteConfigSchema } from '../../../manifest/config/site-config-schema'

const messages = (config: unknown) => checkConfig(siteConfigSchema, config).map((p) => `${p.severity}: ${p.message}`)

describe('manifest/config/site-config-schema', () => {
  it('accepts docs-src and the corpus navigation as they are', () => {
    expect(messages(JSON.parse(readFileSync('docs-src/site.config.json', 'utf8')))).toEqual([])
    expect(messages({})).toEqual([])
  })

  it('accepts the three kinds of versions entry and warns about an unknown key in one', () => {
    const versions = [
      { text: '5.16.0', current: true },
      { text: '5.7.0', path: '5.7.0/', src: '../docs-5.7', siteConfig: '../docs-5.7/site.json', vars: '../v.json' },
      { text: '4.x', link: 'https://docs.example.com/4.x/' },
    ]
    expect(messages({ versions })).toEqual([])
    expect(siteConfigSchema.parse({ versions }).versions[0]).toEqual({ text: '5.16.0', link: '', current: true })
    expect(messages({ versions: [{ text: '1', link: '/', source: '../x' }] })).toEqual([
      'warning: versions[0].source: unknown key, ignored',
    ])
    expect(messages({ versions: [{ text: '', current: true }] })).toEqual([
      'error: versions[0].text: expected non-empty text, got the string ""',
    ])
  })

  const cases: Array<[string, unknown, string[]]> = [
    ['a title that is a number', { title: 5 }, ['error: title: expected text, got number 5']],
    ['a navbar that is not a list', { navbar: { text: 'Guide' } }, ['error: navbar: expected a list, got an object']],
    [
      'a navbar entry without text',
      { navbar: [{ link: '/guide/' }] },
      ['error: navbar[0]: expected a page path or an entry with "text", got an object'],
    ],
    [
      'a sidebar entry that is a number',
      { sidebars: { '/manual/': ['/manual/a', 7] } },
      ['error: sidebars["/manual/"][1]: expected a page path or an entry with "text", got number 7'],
    ],
    ['sidebars given as a list', { sidebars: [] }, ['error: sidebars: expected an object, got a list']],
    [
      'an unknown dark mode',
      { darkmode: 'dim' },
      ['error: darkmode: expected one of "disable", "enable", "auto", "switch", "toggle", got the string "dim"'],
    ],
    [
      'lastUpdated as a string',
      { lastUpdated: 'yes' },
      ['error: lastUpdated: expected true or false, got the string "yes"'],
    ],
    [
      'hosted search without its hosted block',
      { search: { mode: 'hosted' } },
      [
        'error: search.hosted: required when search.mode is "hosted" (appId, apiKey and indexName of the hosted service)',
      ],
    ],
    [
      'auto search without its hosted block',
      { search: { mode: 'auto' } },
      ['error: search.hosted: required when search.mode is "auto" (appId, apiKey and indexName of the hosted service)'],
    ],
    [
      'an unknown search mode',
      { search: { mode: 'cloud' } },
      ['error: search.mode: expected one of "offline", "hosted", "auto", got the string "cloud"'],
    ],
    [
      'a hosted search block with an empty key',
      { search: { mode: 'auto', hosted: { appId: 'A', apiKey: '', indexName: 'docs' } } },
      ['error: search.hosted.apiKey: expected non-empty text, got the string ""'],
    ],
    [
      'a variable that is not text',
      { vars: { apiVersion: 56 } },
      ['error: vars.apiVersion: expected text, got number 56'],
    ],
    [
      'a redirect map with a list inside',
      { redirects: { '/old': ['/new'] } },
      ['error: redirects: expected an object of old path → new path (flat or under "map"), got an object'],
    ],
    [
      'a hostname without a scheme',
      { hostname: 'docs.example.com' },
      ['error: hostname: expected an origin such as https://docs.example.com, got the string "docs.example.com"'],
    ],
    ['notices as a string', { notices: 'Hello' }, ['error: notices: expected an object, got the string "Hello"']],
    ['a misspelt key', { serach: { mode: 'offline' } }, ['warning: serach: unknown key, ignored']],
    [
      'an unknown key in a navbar entry',
      { navbar: [{ text: 'Guide', href: '/guide/' }] },
      ['warning: navbar[0].href: unknown key, ignored'],
    ],
    ['an unknown notice', { notices: { footer: 'x' } }, ['warning: notices.footer: unknown key, ignored']],
  ]

  it.each(cases)('%s', (_, config, expected) => {
    expect(messages(config)).toEqual(expected)
  })

  it('ships a JSON Schema that is the schema, for editors', () => {
    const shipped = JSON.parse(readFileSync('schema/site-config.schema.json', 'utf8'))
    expect(shipped).toEqual(siteConfigJsonSchema())
    expect(Object.keys((shipped as { properties: object }).properties)).toEqual(
      expect.arrayContaining(['navbar', 'sidebars', 'search', 'vars', 'hostname']),
    )
    const config = JSON.parse(readFileSync('docs-src/site.config.json', 'utf8')) as { $schema?: string }
    expect(config.$schema).toBe('../schema/site-config.schema.json')
  })
})
