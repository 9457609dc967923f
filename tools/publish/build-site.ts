// Production build: manifest + copied content + bundled app + index.html, as one static folder.

import { copyFileSync, mkdirSync, readdirSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { build } from 'esbuild'
import { appBuildOptions } from '../../esbuild.config'
import { appEntryOf, relativeOutput, type AppEntry } from './app-entry'
import { writeBrotliCopies } from './brotli-copies'
import { pageMarkdownFiles } from './page-markdown'
import { linkStaysInside } from '../lib/read-docs'
import { NO_CLOCK, startFile, type PassClock } from './pass-clock'
import { writeManifest, type VersionsOfBuild } from './write-manifest'
import { cleanOut } from './clean-out'
import { renderIndexHtml } from './index-html'
import { writeNginxLocation } from './nginx-location'
import { writePreview } from './preview-shell'
import { writeSecurityHeaders } from './security-headers'
import { renderNginxRedirects } from './nginx-redirects'
import { writeRouteHtml } from './route-html'
import { writeSearchIndex, type SearchIndexStats } from './write-search-index'
import { readHostname, writeSiteExtras } from './write-site-extras'
import type { Manifest } from '../../manifest/types'

/** Inputs of a production build (the shared content flags plus the output folder). */
export interface BuildSiteOptions {
  src: string
  siteConfig?: string
  vars?: string
  base?: string
  out: string
  /** Told each pass's time and its files' (bench:hostile); none by default. */
  clock?: PassClock
  /**
   * Folders under `out` (e.g. `5.7.0/`) the build leaves in place: the older documentation
   * versions built into the same folder (build-versions.ts). The nginx snippet serves each.
   */
  keep?: string[]
  /** A build of several versions into one folder: the version list every one shows. */
  versions?: VersionsOfBuild
  /** Set when this is an older version, built into a folder under the current one. */
  olderVersion?: OlderVersionBuild
}

/** How an older version is built under the current one. */
interface OlderVersionBuild {
  /**
   * The current version's app bundle, which this version's pages load: paths relative to this
   * version's folder (`../_app/…`), so no second copy of the code is written or downloaded.
   */
  app: Pick<BuildSiteResult, 'entry' | 'appFiles'>
  /** The current version's `hostname` (canonical links, llms.txt); an older version has no sitemap. */
  hostname?: string
  /** The canonical URL of a route of this version: the current version's same page where it has one. */
  canonical: (route: string) => string | undefined
}

/** What a build produced. */
export interface BuildSiteResult {
  manifest: Manifest
  /** What the offline search index holds and weighs. */
  search: SearchIndexStats
  /** Output paths relative to `out` of the entry script, stylesheet and first paint. */
  entry: AppEntry
  /** Bytes written for the app bundle, per output file (relative to out). */
  appFiles: Record<string, number>
  /** What the build could not do as configured (e.g. no sitemap without a hostname). */
  warnings: string[]
  /** Milliseconds the build spent on the manifest (every page rendered) and in all (the index: `search.ms`). */
  timings: { manifestMs: number; totalMs: number }
}

/** The site config, when it sits at the top of the docs folder, is not content. */
const SITE_CONFIG = 'site.config.json'

/** Builds the static site into `options.out`, replacing what was there (but the folders in `options.keep`). */
export async function buildSite(options: BuildSiteOptions): Promise<BuildSiteResult> {
  const started = performance.now()
  const clock = options.clock ?? NO_CLOCK
  const out = path.resolve(options.out)
  await clock.pass('copy', async () => {
    cleanOut(out, options.keep)
    mkdirSync(out, { recursive: true })
    copyContent(path.resolve(options.src), out)
  })
  const manifestStarted = performance.now()
  // The one render of every page also gives what the shells, heads and offline list need of it.
  const { manifest, records, envs, published } = await clock.pass('manifest', () =>
    writeManifest({ ...options, out, publish: true, timePage: (file) => startFile(clock, 'manifest', file) }),
  )
  const manifestMs = performance.now() - manifestStarted
  const search = await clock.pass('search', () => writeSearchIndex({ manifest, records, out }))
  const older = options.olderVersion
  const bundle = older ? older.app : await clock.pass('app', () => bundleApp(out, clock))
  // The browser preview of a local folder, at the current version's base (not in the offline list).
  if (!older) {
    const previewFiles = await clock.pass('app', () => writePreview(out, manifest.site))
    await clock.pass('brotli copies', () => writeBrotliCopies(out, Object.keys(previewFiles), clock))
  }
  const hostname = await clock.pass('other', async () => {
    await writeFile(path.join(out, '404.html'), renderIndexHtml({ manifest, entry: bundle.entry }))
    return older ? older.hostname : readHostname(options.siteConfig)
  })
  // The markdown's copies first: the shells write the sizes they are served at.
  await clock.pass('brotli copies', () => writeBrotliCopies(out, pageMarkdownFiles(manifest), clock))
  await clock.pass('shells', async () =>
    writeRouteHtml(out, manifest, bundle.entry, {
      hostname,
      canonical: older?.canonical,
      envs,
      published,
      clock,
    }),
  )
  await clock.pass('other', async () => {
    if (!manifest.pages.some((p) => p.route === '/')) {
      await writeFile(path.join(out, 'index.html'), renderIndexHtml({ manifest, entry: bundle.entry }))
    }
    await writeFile(
      path.join(out, 'nginx-redirects.conf'),
      renderNginxRedirects(manifest.site.redirects, manifest.site.base),
    )
    // An older version is served by the current one's snippet (written with its folder).
    if (!older) await writeNginxLocation(out, manifest.site.base, options.keep)
    await writeSecurityHeaders(out, manifest.site)
  })
  const warnings = await writeSiteExtras({
    out,
    manifest,
    ...bundle,
    published,
    hostname,
    sitemap: !older,
    clock,
  })
  const timings = { manifestMs, totalMs: performance.now() - started }
  return { manifest, search, ...bundle, warnings, timings }
}

/**
 * Copies the docs folder as is: content is copied, never compiled. A symbolic link is copied as
 * the file it leads to when that file is inside the folder, and not at all otherwise (a link to
 * /etc/passwd must not become a file any static host serves); the reader reports it. Dot files
 * and node_modules are skipped at any depth, as the reader skips them. Synchronous
 * calls, file by file: thousands of small files copy in a fraction of the time awaited calls take.
 */
function copyContent(src: string, out: string, rel = ''): void {
  for (const entry of readdirSync(path.join(src, rel), { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue
    if (rel === '' && entry.name === SITE_CONFIG) continue
    const child = rel === '' ? entry.name : `${rel}/${entry.name}`
    const from = path.join(src, child)
    if (entry.isSymbolicLink()) {
      if (!linkStaysInside(src, from)) continue
    } else if (entry.isDirectory()) {
      mkdirSync(path.join(out, child), { recursive: true })
      copyContent(src, out, child)
      continue
    } else if (!entry.isFile()) continue
    copyFileSync(from, path.join(out, child))
  }
}

/** Bundles app/entries/main.tsx into out/_app with hashed names, and the brotli copies of its files. */
async function bundleApp(out: string, clock: PassClock) {
  const result = await build({
    ...appBuildOptions,
    outdir: path.join(out, '_app'),
    write: true,
  })
  const appFiles: Record<string, number> = {}
  for (const [file, info] of Object.entries(result.metafile!.outputs)) {
    appFiles[relativeOutput(file, out)] = info.bytes
  }
  await clock.pass('brotli copies', () => writeBrotliCopies(out, Object.keys(appFiles), clock))
  return { entry: appEntryOf(result.metafile!, out), appFiles }
}
