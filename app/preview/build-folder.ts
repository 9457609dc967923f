// What the preview's worker does with a picked folder: the manifest, navigation, problems and
// search records, built by the same builder the tools use (manifest/builder/), from the folder's
// own `site.config.json` and `vars.json` when it has them, else the built site's settings.

import { buildManifest, type SourceFile } from '../../manifest/builder/build-manifest'
import type { BuildCache } from '../../manifest/builder/build-cache'
import { skimRenderer } from '../../manifest/builder/skim-renderer'
import { createMarkdown } from '../../manifest/markdown/index'
import { checkedSiteConfig, jsonObjectOf, templateVarsOf } from '../../manifest/config/checked-site-config'
import { usableSiteConfig } from '../../manifest/config/site-config-schema'
import type { SiteConfigInput } from '../../manifest/config/site-config-types'
import { compactManifest } from '../../manifest/compact'
import { problemsOf } from '../../manifest/problems/problems-of'
import type { SiteProblem } from '../../manifest/problems/site-problems'
import type { SearchRecord } from '../../manifest/search/types'
import type { Diagnostic } from '../../manifest/types'

/** The folder's site config file, at its top. */
export const SITE_CONFIG_FILE = 'site.config.json'
/** The folder's template variables, at its top. */
export const VARS_FILE = 'vars.json'

/** What the worker is asked to build. */
export interface FolderBuildRequest {
  /** Every file of the folder (text files with their text). */
  files: SourceFile[]
  /** The base the preview serves the folder under (`<site base>_preview/`). */
  base: string
  /** The built site's settings, used when the folder has no config or vars file of its own. */
  fallback: { config: SiteConfigInput; vars: Record<string, string> }
}

/** What a build gives the page. */
export interface FolderBuild {
  /** `manifest.json` as the production build writes it (the page parses it with the app's guard). */
  manifestJson: string
  /** Every problem, as `npm run check` and the dev panel list them. */
  problems: SiteProblem[]
  /** Milliseconds the build took in the worker. */
  ms: number
  /**
   * A skimmed build (skim-renderer.ts): its pages and navigation as the full one has them in the
   * common case, without outlines, links, problems or search records; the full one follows.
   */
  skimmed?: boolean
}

/**
 * The build of one folder, and its search records (kept in the worker for its search). With
 * `skim`, a skimmed build (FolderBuild.skimmed), as the dev server serves a large site's first.
 */
export function buildFolder(
  request: FolderBuildRequest,
  cache: BuildCache,
  skim = false,
): FolderBuild & { records: SearchRecord[] } {
  const started = performance.now()
  const byPath = new Map(request.files.map((f) => [f.path, f]))
  const configProblems: Diagnostic[] = []
  const settings = <T>(file: string, read: (text: string) => T, fallback: () => T): T => {
    const found = byPath.get(file)
    if (!found) return fallback()
    try {
      if (found.text === undefined) throw new Error(`${file}: ${found.error ?? 'cannot read file'}`)
      return read(found.text)
    } catch (error) {
      const message = error instanceof Error ? error.message.replace(`${file}: `, '') : String(error)
      configProblems.push({ file, line: 1, severity: 'error', code: 'config', message })
      return fallback()
    }
  }
  const own = byPath.has(SITE_CONFIG_FILE)
  const config = settings(
    SITE_CONFIG_FILE,
    (text) => {
      const checked = checkedSiteConfig(jsonObjectOf(text, SITE_CONFIG_FILE), SITE_CONFIG_FILE)
      configProblems.push(...checked.problems)
      return checked.config
    },
    () => usableSiteConfig(own ? {} : { ...request.fallback.config }),
  )
  const vars = settings(
    VARS_FILE,
    (text) => templateVarsOf(jsonObjectOf(text, VARS_FILE), VARS_FILE),
    () => request.fallback.vars,
  )
  const output = buildManifest({
    files: request.files,
    config,
    configFile: SITE_CONFIG_FILE,
    vars,
    base: request.base,
    now: Date.now(),
    cache,
    ...(skim ? { createRenderer: (options) => skimRenderer(createMarkdown(options)) } : {}),
  })
  output.manifest.diagnostics.unshift(...configProblems)
  return {
    manifestJson: JSON.stringify(compactManifest(output.manifest)),
    problems: skim ? [] : problemsOf(output, request.files),
    records: output.records,
    ms: Math.round(performance.now() - started),
    ...(skim ? { skimmed: true } : {}),
  }
}
