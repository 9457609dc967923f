// The manifest's one contract: the manifest built from docs-src passes its zod schema and the guard
// generated from it (the parse the app runs), malformed ones fail both at the same field with a
// message naming it, and the guard in the repository is the one `npm run schema` writes.

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { manifestDetailsSchema, manifestSchema } from '../../manifest/manifest-schema'
import { ManifestError, parseManifest, parseManifestDetails } from '../../manifest/parse'
import type { Manifest } from '../../manifest/types'
import { MANIFEST_GUARD_FILE, writtenManifestGuard } from '../../tools/lib/manifest-guard'
import { buildFromInputs, manifestJsonText, readSiteInputs } from '../../tools/publish/write-manifest'

const built = buildFromInputs(await readSiteInputs({ src: 'docs-src', siteConfig: 'docs-src/site.config.json' }))

/** The message parseManifest throws for `value` (it must throw a ManifestError). */
function problem(value: unknown): { path: string; message: string } {
  try {
    parseManifest(value)
  } catch (error) {
    if (error instanceof ManifestError) return { path: error.path, message: error.message }
    throw error
  }
  throw new Error('parseManifest accepted a malformed manifest')
}

/** The zod schema's first issue for `value`, as the guard writes paths. */
function schemaIssuePath(value: unknown): string | undefined {
  const result = manifestSchema.safeParse(value)
  const path = result.error?.issues[0]?.path
  return (
    path &&
    ['manifest', ...path]
      .map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`))
      .join('')
      .replace(/^\./, '')
  )
}

describe('manifest/manifest-schema', () => {
  it('passes the manifest and details built from docs-src, in full and wire form', () => {
    expect(built.manifest.pages.length).toBeGreaterThan(10)
    expect(manifestSchema.parse(built.manifest)).toEqual(built.manifest)
    expect(manifestDetailsSchema.parse(built.details)).toEqual(built.details)
    expect(parseManifest(JSON.parse(manifestJsonText(built.manifest)))).toEqual(built.manifest)
    expect(parseManifest(JSON.parse(JSON.stringify(built.manifest)))).toEqual(built.manifest)
    expect(parseManifestDetails(JSON.parse(JSON.stringify(built.details)))).toEqual(built.details)
  })

  it('gives the fields of a parsed manifest in the order the builder writes them', () => {
    const parsed = parseManifest(JSON.parse(manifestJsonText(built.manifest)))
    expect(JSON.stringify(parsed)).toBe(JSON.stringify(built.manifest))
    expect(JSON.stringify(parseManifestDetails(built.details))).toBe(JSON.stringify(built.details))
  })

  const malformed: Array<[string, (m: Record<string, any>) => void, string]> = [
    [
      'a page title that is a number',
      (m) => (m.pages[2].title = 7),
      'invalid manifest at manifest.pages[2].title: expected string, got number',
    ],
    [
      'an unknown dark mode',
      (m) => (m.site.theme.darkmode = 'night'),
      'invalid manifest at manifest.site.theme.darkmode: expected disable | enable | auto | switch | toggle, got string',
    ],
    [
      'a navbar item without text',
      (m) => delete m.site.navbar[0].text,
      'invalid manifest at manifest.site.navbar[0].text: expected string, got undefined',
    ],
    [
      'a sidebar that is not a list',
      (m) => (m.site.sidebars[Object.keys(m.site.sidebars)[0]] = {}),
      `invalid manifest at manifest.site.sidebars.${Object.keys(built.manifest.site.sidebars)[0]}: expected array, got object`,
    ],
    ['pages missing', (m) => delete m.pages, 'invalid manifest at manifest.pages: expected array, got undefined'],
    [
      'another version',
      (m) => (m.version = 2),
      'invalid manifest at manifest.version: unsupported version 2, expected 1',
    ],
    [
      'a diagnostic of an unknown severity',
      (m) => (m.diagnostics = [{ file: 'a.md', line: 1, severity: 'info', message: 'x', code: 'y' }]),
      'invalid manifest at manifest.diagnostics[0].severity: expected error | warning, got string',
    ],
    [
      'a hosted search block without its key',
      (m) => (m.site.search = { mode: 'hosted', hosted: { appId: 'A', indexName: 'docs' } }),
      'invalid manifest at manifest.site.search.hosted.apiKey: expected string, got undefined',
    ],
    [
      'a variable that is not text',
      (m) => (m.site.vars = { version: 5 }),
      'invalid manifest at manifest.site.vars.version: expected string, got number',
    ],
  ]

  it.each(malformed)('rejects %s at that field, as the schema does', (_, spoil, message) => {
    const value = JSON.parse(JSON.stringify(built.manifest)) as Manifest & Record<string, any>
    spoil(value)
    const found = problem(value)
    expect(found.message).toBe(message)
    expect(schemaIssuePath(value)).toBe(found.path)
  })

  it('holds the guard that npm run schema writes from the schema', async () => {
    expect(readFileSync(MANIFEST_GUARD_FILE, 'utf8')).toBe(await writtenManifestGuard())
  })
})
