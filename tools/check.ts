// CLI: npm run check [-- --src DIR --site-config FILE --vars FILE --base PATH] [--json]
// Exit code: 0 without errors, 1 with errors, 2 when the check itself failed (unreadable config).

import { formatCheckReport } from './check/check-site'
import { checkVersions } from './check/check-versions'
import { toolFlags } from './lib/content-flags'

async function main(): Promise<number> {
  const flags = toolFlags({
    name: 'check',
    summary:
      'Reports every content problem as file:line: severity: message (each older version the site config builds in too, as [version] file:line: …); exit 1 when there is an error.',
  })
  const report = await checkVersions(flags)
  if (flags.json) console.log(JSON.stringify(report, null, 2))
  else console.log(formatCheckReport(report))
  return report.errors > 0 ? 1 : 0
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(`check: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 2
  },
)
