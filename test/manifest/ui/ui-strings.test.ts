// The interface text table: placeholders, plurals in the site's locale, overrides, unknown keys.

import { describe, expect, it } from 'vitest'
import { siteConfigProblems } from '../../../manifest/config/site-config-schema'
import { createUiText, DEFAULT_UI_STRINGS, formatUiString, unknownUiStringKeys } from '../../../manifest/ui/ui-strings'
import { SHELL_UI_STRINGS, shellText } from '../../../manifest/ui/ui-strings-shell'

describe('interface text', () => {
  it('fills placeholders and leaves unknown ones as written', () => {
    expect(formatUiString('Show all {lines} lines', { lines: 84 })).toBe('Show all 84 lines')
    expect(formatUiString('{a} and {b}', { a: 1 })).toBe('1 and {b}')
  })

  it('uses the overrides over the defaults and ignores keys that do not exist', () => {
    const text = createUiText({ 'search.placeholder': 'Suchen', 'no.such.key': 'x' }, 'de-DE')
    expect(text('search.placeholder')).toBe('Suchen')
    expect(text('search.close')).toBe(DEFAULT_UI_STRINGS['search.close'])
  })

  it('picks the plural form and formats the count in the locale', () => {
    const en = createUiText(undefined, 'en-US')
    expect(en.plural('search.count', 1)).toBe('1 result')
    expect(en.plural('search.count', 1200)).toBe('1,200 results')
    const de = createUiText({ 'search.count.one': '{count} Treffer', 'search.count.other': '{count} Treffer' }, 'de-DE')
    expect(de.plural('search.count', 1200)).toBe('1.200 Treffer')
    expect(createUiText(undefined, 'not a locale!').plural('search.count', 2)).toBe('2 results')
  })

  it('names the keys of an override that do not exist, and the config check warns about each', () => {
    expect(unknownUiStringKeys({ 'search.placeholder': 'a', 'search.placeholdr': 'b' })).toEqual(['search.placeholdr'])
    const problems = siteConfigProblems({ strings: { 'search.placeholdr': 'b', 'toc.title': 'Inhalt' } })
    expect(problems).toEqual([
      {
        severity: 'warning',
        path: ['strings', 'search.placeholdr'],
        message: 'strings["search.placeholdr"]: unknown interface text key, ignored',
      },
    ])
    expect(siteConfigProblems({ strings: { 'toc.title': 5 } })[0]).toMatchObject({ severity: 'error' })
  })

  it('keeps the first paint texts in the one table', () => {
    for (const [key, value] of Object.entries(SHELL_UI_STRINGS)) {
      expect(DEFAULT_UI_STRINGS[key as keyof typeof DEFAULT_UI_STRINGS]).toBe(value)
    }
    expect(shellText({ 'page.commercialBadge': 'Kommerziell' }, 'page.commercialBadge')).toBe('Kommerziell')
    expect(shellText(undefined, 'nav.breadcrumb')).toBe('Breadcrumb')
  })
})
