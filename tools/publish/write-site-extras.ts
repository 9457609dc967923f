// The files a build writes after the app and search: sitemap.xml and robots.txt (with a hostname),
// llms.txt, offline-assets.json and sw.js.

import { readFile } from 'node:fs/promises'
import type { Manifest } from '../../manifest/types'
import type { AppEntry } from './app-entry'
import { writeLlmsTxt } from './llms-txt'
import { writeOfflineAssets, type OfflineInputs } from './write-offline-list'
import { buildServiceWorker } from './service-worker-build'
import { writeSitemap } from './sitemap'
import { NO_CLOCK, type PassClock } from './pass-clock'

/**
 * Inputs: the build's output folder, manifest and app bundle, the site config file, and what the
 * offline list takes from the build (`published`).
 */
export interface SiteExtrasOptions extends OfflineInputs {
  out: string
  manifest: Manifest
  entry: AppEntry
  /** The site's origin (site config `hostname`): absolute URLs in llms.txt, a sitemap and robots.txt. */
  hostname?: string
  /** Write sitemap.xml and robots.txt (default); off for an older version, which is left out of the sitemap. */
  sitemap?: boolean
  /** Told the offline list's and service worker's times. */
  clock?: PassClock
}

/**
 * Writes the extras; call last in buildSite (the offline list sizes the search files). Returns
 * the build's warnings about them.
 */
export async function writeSiteExtras(options: SiteExtrasOptions): Promise<string[]> {
  const { out, manifest, entry, appFiles, published, hostname, sitemap = true, clock = NO_CLOCK } = options
  const warning = await clock.pass('other', async () => {
    const warning = sitemap ? await writeSitemap(out, manifest, hostname) : undefined
    await writeLlmsTxt(out, manifest, hostname)
    return warning
  })
  await clock.pass('offline list', () => writeOfflineAssets(out, manifest, { appFiles, published }, clock))
  await clock.pass('service worker', () => buildServiceWorker(out, entry, appFiles))
  return warning ? [warning] : []
}

/** The config's `hostname` (see SiteConfigInput), if it is a non-empty string. */
export async function readHostname(siteConfig?: string): Promise<string | undefined> {
  if (!siteConfig) return undefined
  try {
    const config = JSON.parse(await readFile(siteConfig, 'utf8')) as { hostname?: unknown }
    return typeof config.hostname === 'string' && config.hostname ? config.hostname : undefined
  } catch {
    return undefined
  }
}
