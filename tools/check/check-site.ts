// `npm run check`: builds the manifest in memory and lists every content problem with file:line.

import type { SiteProblem } from '../../manifest/problems/site-problems'
import { problemsOf } from '../../manifest/problems/problems-of'
import { buildOnAllCores, readSiteInputs, type VersionsOfBuild } from '../publish/write-manifest'

/** Inputs of `checkSite` (the content flags). */
export interface CheckSiteOptions {
  src: string
  siteConfig?: string
  vars?: string
  base?: string
  /** For a version of a site with several: the version list its build shows (write-manifest.ts). */
  versions?: VersionsOfBuild
}

/** What a check found. */
export interface CheckReport {
  pages: number
  errors: number
  warnings: number
  /** Sorted by file and line. */
  problems: SiteProblem[]
  ms: number
}

/**
 * Checks a docs tree: broken links and anchors, failed includes, missing images and linked files,
 * untitled pages, duplicate routes (same route or letter case only), pages in no navigation, and
 * assets loaded from other origins. Severity policy: `ERROR_CODES` in manifest/problems/site-problems.ts.
 */
export async function checkSite(options: CheckSiteOptions): Promise<CheckReport> {
  const started = performance.now()
  const inputs = await readSiteInputs(options)
  const output = await buildOnAllCores(inputs)
  const problems = problemsOf(output, inputs.files)
  const errors = problems.filter((p) => p.severity === 'error').length
  return {
    pages: output.manifest.pages.length,
    errors,
    warnings: problems.length - errors,
    problems,
    ms: Math.round(performance.now() - started),
  }
}

/** Human output: one `file:line: severity: message [code]` line per problem, then a summary line. */
export function formatCheckReport(report: CheckReport): string {
  const lines = report.problems.map((p) => `${p.file}:${p.line}: ${p.severity}: ${p.message} [${p.code}]`)
  const codes = new Map<string, number>()
  for (const p of report.problems) codes.set(p.code, (codes.get(p.code) ?? 0) + 1)
  const byCode = [...codes].map(([code, n]) => `${code} ${n}`).join(', ')
  lines.push(
    `check: ${report.pages} pages, ${report.errors} errors, ${report.warnings} warnings` +
      (byCode ? ` (${byCode})` : '') +
      ` in ${report.ms} ms`,
  )
  return lines.join('\n')
}
