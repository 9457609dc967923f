// CLI: npm run build [-- --src DIR --site-config FILE --vars FILE --base PATH --out DIR]

import { toolFlags } from './lib/content-flags'
import { buildSite } from './publish/build-site'
import { hasConfigErrors, printDiagnostics } from './lib/print-diagnostics'

const flags = toolFlags({
  name: 'build',
  summary: 'Builds the static site (app, manifest, markdown, search index, offline files) into --out (default dist).',
})
const started = performance.now()
const result = await buildSite({ ...flags, out: flags.out ?? 'dist' })
printDiagnostics(result.manifest.diagnostics)
for (const warning of result.warnings) console.warn(`build: warning: ${warning}`)
const ms = Math.round(performance.now() - started)
console.log(
  `built ${result.manifest.pages.length} pages into ${flags.out ?? 'dist'} (base ${result.manifest.site.base}) in ${ms} ms`,
)
// A broken page never fails the build (unless --strict); a broken site config does.
const diagnostics = result.manifest.diagnostics
if ((flags.strict && diagnostics.some((d) => d.severity === 'error')) || hasConfigErrors(diagnostics)) {
  process.exitCode = 1
}
