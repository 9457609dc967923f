// The built site's settings a folder without config files is previewed with: its title, language
// and texts, not its navigation (which names the site's pages).

import { describe, expect, it } from 'vitest'
import { settingsOf } from '../../../app/preview/site-settings'
import { normalizeSiteConfig } from '../../../manifest/builder/site-config'

describe('settingsOf', () => {
  it('keeps the site’s title, language, theme and variables, and leaves its navigation out', () => {
    const site = normalizeSiteConfig({ title: 'Runbook', lang: 'de-DE', darkmode: 'switch', vars: { v: '5' } })
    site.navbar = [{ text: 'Manual', link: '/manual/' }]
    const { config, vars } = settingsOf(site)
    expect(config).toMatchObject({ title: 'Runbook', lang: 'de-DE', darkmode: 'switch' })
    expect(config).not.toHaveProperty('navbar')
    expect(config).not.toHaveProperty('sidebars')
    expect(vars).toEqual({ v: '5' })
    // What it gives passes the site config's schema as it is.
    expect(normalizeSiteConfig(config).title).toBe('Runbook')
  })
})
