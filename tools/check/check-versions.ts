// `npm run check` of a site whose config names older versions to build into it: every version is
// checked as its build would make it, one after another, and each finding names its version
// (`[5.7.0] guide/jobs.md:3: …`); the findings about the `versions` entries come first.

import type { SiteProblem } from '../../manifest/problems/site-problems'
import { planVersions } from '../versions/version-plan'
import { withVersionPrefix } from '../versions/version-report'
import { checkSite, type CheckReport, type CheckSiteOptions } from './check-site'

/** Checks the current version and every older one its config names; one report for all. */
export async function checkVersions(options: CheckSiteOptions): Promise<CheckReport> {
  const started = performance.now()
  const plan = await planVersions(options)
  if (!plan.versions) {
    const report = await checkSite(options)
    return plan.problems.length ? merged([plan.problems, report.problems], report.pages, started) : report
  }
  const current = plan.versions.entries.find((v) => v.current)?.text ?? 'current'
  const parts: SiteProblem[][] = [plan.problems]
  let pages = 0
  const olderEntries = plan.versions.entries.map((v) => (v.current ? { ...v, link: '' } : v))
  const checks: Array<[string, CheckSiteOptions]> = [
    [current, { ...options, versions: plan.versions }],
    ...plan.older.map((v): [string, CheckSiteOptions] => [
      v.text,
      {
        src: v.src,
        siteConfig: v.siteConfig,
        vars: v.vars,
        base: v.base,
        versions: { entries: olderEntries, bases: plan.versions!.bases },
      },
    ]),
  ]
  for (const [text, check] of checks) {
    const report = await checkSite(check)
    pages += report.pages
    parts.push(withVersionPrefix(text, report.problems))
  }
  return merged(parts, pages, started)
}

function merged(parts: SiteProblem[][], pages: number, started: number): CheckReport {
  const problems = parts.flat()
  const errors = problems.filter((p) => p.severity === 'error').length
  return { pages, errors, warnings: problems.length - errors, problems, ms: Math.round(performance.now() - started) }
}
