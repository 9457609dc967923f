// `npm run build` of a site whose config names older versions to build into it: the current
// version at the base, then each older one at `<base><path>`, one after another (a version's pages
// are let go before the next is read), all into one folder. A version whose inputs did not change
// since the last build into the same folder (version-stamp.ts) is left as it is.

import { createHash } from 'node:crypto'
import path from 'node:path'
import type { Diagnostic, Manifest } from '../../manifest/types'
import { parseManifest } from '../../manifest/parse'
import { buildSite, type BuildSiteOptions, type BuildSiteResult } from '../publish/build-site'
import { fingerprint } from '../publish/build-stamp'
import { pageUrl } from '../publish/sitemap'
import { readFile } from 'node:fs/promises'
import type { AppEntry } from '../publish/app-entry'
import { collectGarbage } from './collect-garbage'
import { planVersions, type OlderVersion, type VersionPlan } from './version-plan'
import { readVersionStamp, versionHash, writeVersionStamp } from './version-stamp'

/** What the build did with one version. */
export interface VersionReport {
  text: string
  /** Folder under the base, `''` for the current version. */
  path: string
  base: string
  pages: number
  ms: number
  /** True when the version's output was left as the last build made it. */
  reused: boolean
  /** What its build found (none when reused). */
  diagnostics: Diagnostic[]
  warnings: string[]
}

/** What a build of every version did. */
export interface BuildVersionsResult {
  /** The current version first, then the older ones in config order. */
  versions: VersionReport[]
  /** Findings about the config's `versions` entries (`file:line`). */
  problems: Diagnostic[]
}

/** What the current version's stamp keeps for the older versions built after it. */
interface CurrentRecord {
  entry: AppEntry
  appFiles: Record<string, number>
  routes: string[]
}

/**
 * Builds the current version and every older one its config names into `options.out`. A site
 * without older versions is one `buildSite`, as always (no stamp).
 */
export async function buildVersions(options: BuildSiteOptions): Promise<BuildVersionsResult> {
  const plan = await planVersions(options)
  if (!plan.versions) {
    const report = await timed(() => buildSite(options))
    return { versions: [reportOf('', '', report.result, report.ms)], problems: plan.problems }
  }
  const started = performance.now()
  const out = path.resolve(options.out)
  const code = await codeIdentity()
  const currentText = plan.versions.entries.find((v) => v.current)?.text ?? ''
  const currentHash = versionHash({
    src: options.src,
    files: [options.siteConfig, options.vars],
    extra: JSON.stringify({ role: 'current', base: plan.base, versions: plan.versions, code }),
  })
  const reports: VersionReport[] = []
  let current = await reusable<CurrentRecord>(out, currentHash)
  if (current) {
    reports.push(reused(currentText, '', plan.base, current.pages, started))
  } else {
    const built = await timed(() =>
      buildSite({ ...options, keep: plan.older.map((v) => v.path), versions: plan.versions }),
    )
    const record: CurrentRecord = {
      entry: built.result.entry,
      appFiles: built.result.appFiles,
      routes: built.result.manifest.pages.map((p) => p.route),
    }
    await writeVersionStamp(out, { hash: currentHash, pages: built.result.manifest.pages.length, extra: { ...record } })
    current = { record, pages: built.result.manifest.pages.length }
    reports.push(reportOf(currentText, '', built.result, built.ms))
  }
  for (const version of plan.older) {
    reports.push(await buildOlderVersion(version, { options, plan, current: current.record, code }))
  }
  return { versions: reports, problems: plan.problems }
}

/** Builds (or reuses) one older version into its folder under the current one. */
async function buildOlderVersion(
  version: OlderVersion,
  context: { options: BuildSiteOptions; plan: VersionPlan; current: CurrentRecord; code: string },
): Promise<VersionReport> {
  const { options, plan, current, code } = context
  const started = performance.now()
  const folder = path.join(path.resolve(options.out), version.path)
  const up = '../'.repeat(version.path.split('/').length - 1)
  const app = { entry: prefixedEntry(current.entry, up), appFiles: prefixedKeys(current.appFiles, up) }
  // An older version shows the current one's list; the current entry links to its home.
  const versions = {
    entries: plan.versions!.entries.map((v) => (v.current ? { ...v, link: '' } : v)),
    bases: plan.versions!.bases,
  }
  const routes = new Set(current.routes)
  const hash = versionHash({
    src: version.src,
    files: [version.siteConfig, version.vars],
    extra: JSON.stringify({
      role: 'older',
      base: version.base,
      versions,
      code,
      app: app.entry,
      hostname: plan.hostname ?? '',
      currentRoutes: plan.hostname ? hashOf(current.routes.join('\n')) : '',
    }),
  })
  const stamp = await reusable(folder, hash)
  if (stamp) return reused(version.text, version.path, version.base, stamp.pages, started)
  // What the version before left behind goes before this one's pages come in.
  collectGarbage()
  const hostname = plan.hostname
  const built = await timed(() =>
    buildSite({
      src: version.src,
      siteConfig: version.siteConfig,
      vars: version.vars,
      base: version.base,
      out: folder,
      clock: options.clock,
      versions,
      olderVersion: {
        app,
        hostname,
        // The current version's same page when it has one, else the page itself.
        canonical: (route) =>
          hostname ? pageUrl(routes.has(route) ? plan.base : version.base, route, hostname) : undefined,
      },
    }),
  )
  await writeVersionStamp(folder, { hash, pages: built.result.manifest.pages.length })
  return reportOf(version.text, version.path, built.result, built.ms)
}

/** The stamp in `folder` when it records `hash` (the folder's output can be reused). */
async function reusable<T>(folder: string, hash: string): Promise<{ record: T; pages: number } | undefined> {
  const stamp = await readVersionStamp(folder)
  if (stamp?.hash !== hash) return undefined
  // Its manifest must still be there and whole (a folder emptied by hand is built again).
  try {
    parseManifest(JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8')))
  } catch {
    return undefined
  }
  return { record: stamp.extra as T, pages: stamp.pages }
}

function reused(text: string, folder: string, base: string, pages: number, since: number): VersionReport {
  const ms = Math.round(performance.now() - since)
  return { text, path: folder, base, pages, ms, reused: true, diagnostics: [], warnings: [] }
}

function reportOf(text: string, folder: string, result: BuildSiteResult, ms: number): VersionReport {
  const manifest: Manifest = result.manifest
  return {
    text,
    path: folder,
    base: manifest.site.base,
    pages: manifest.pages.length,
    ms,
    reused: false,
    diagnostics: manifest.diagnostics,
    warnings: result.warnings,
  }
}

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now()
  const result = await run()
  return { result, ms: Math.round(performance.now() - started) }
}

/** The app bundle's files as an older version's folder reaches them (`../_app/…`). */
function prefixedEntry(entry: AppEntry, up: string): AppEntry {
  const p = (file: string) => up + file
  return {
    js: p(entry.js),
    css: entry.css === undefined ? undefined : p(entry.css),
    imports: entry.imports?.map(p),
    firstPaint: entry.firstPaint && { js: p(entry.firstPaint.js), preload: entry.firstPaint.preload.map(p) },
  }
}

function prefixedKeys(files: Record<string, number>, up: string): Record<string, number> {
  return Object.fromEntries(Object.entries(files).map(([file, bytes]) => [up + file, bytes]))
}

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** What the build's code is: a change to the app, the pipeline or the packages rebuilds every version. */
async function codeIdentity(): Promise<string> {
  const root = path.resolve(import.meta.dirname, '../..')
  const inputs = ['app', 'manifest', 'tools', 'esbuild.config.ts', 'esbuild-plain-fields.ts', 'esbuild-worker-code.ts']
  return fingerprint(
    [...inputs, 'package-lock.json'].map((p) => path.join(root, p)),
    'runbook-docs versions',
  )
}
