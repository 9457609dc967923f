// CLI: npm run build [-- --src DIR --site-config FILE --vars FILE --base PATH --out DIR]
// With older versions in the site config's `versions` (entries with `src`), builds each into its
// folder under the base too, and prints per version: pages, time, rebuilt or reused.

import { toolFlags } from './lib/content-flags'
import { buildVersions } from './versions/build-versions'
import { hasConfigErrors, printDiagnostics } from './lib/print-diagnostics'
import { versionLines, withVersionPrefix } from './versions/version-report'

const flags = toolFlags({
  name: 'build',
  summary:
    'Builds the static site (app, manifest, markdown, search index, offline files) into --out (default dist), and each older version the site config names into its folder.',
})
const started = performance.now()
const out = flags.out ?? 'dist'
const result = await buildVersions({ ...flags, out })
const several = result.versions.length > 1
printDiagnostics(result.problems)
for (const version of result.versions) {
  printDiagnostics(several ? withVersionPrefix(version.text, version.diagnostics) : version.diagnostics)
  const prefix = several ? `[${version.text}] ` : ''
  for (const warning of version.warnings) console.warn(`build: ${prefix}warning: ${warning}`)
}
const ms = Math.round(performance.now() - started)
const [current] = result.versions
if (several) for (const line of versionLines(result.versions)) console.log(line)
const pages = result.versions.reduce((sum, v) => sum + v.pages, 0)
console.log(
  several
    ? `built ${result.versions.length} versions (${pages} pages) into ${out} (base ${current!.base}) in ${ms} ms`
    : `built ${pages} pages into ${out} (base ${current!.base}) in ${ms} ms`,
)
// A broken page never fails the build (unless --strict); a broken site config does.
const diagnostics = [...result.problems, ...result.versions.flatMap((v) => v.diagnostics)]
if ((flags.strict && diagnostics.some((d) => d.severity === 'error')) || hasConfigErrors(diagnostics)) {
  process.exitCode = 1
}
