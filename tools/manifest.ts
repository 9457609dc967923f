// CLI: npm run manifest -- --src DIR [--site-config FILE] [--vars FILE] [--base PATH] --out DIR [--strict]
// Writes manifest.json, manifest.pages.json and the search index (search/) into --out.

import { toolFlags } from './lib/content-flags'
import { hasConfigErrors, printDiagnostics } from './lib/print-diagnostics'
import { writeManifest } from './publish/write-manifest'
import { writeSearchIndex } from './publish/write-search-index'

async function main(): Promise<number> {
  const flags = toolFlags({
    name: 'manifest',
    summary: 'Writes manifest.json, manifest.pages.json and the search index into --out (required).',
  })
  if (!flags.out) throw new Error('--out DIR is required')
  const started = performance.now()
  const { manifest, details, records } = await writeManifest({ ...flags, out: flags.out })
  // The offline search index is built from the same renders and ships beside the manifest.
  const search = await writeSearchIndex({ manifest, records, out: flags.out })
  const all = [...manifest.diagnostics, ...(details.linkDiagnostics ?? [])]
  const errors = printDiagnostics(all)
  const warnings = all.length - errors
  const ms = Math.round(performance.now() - started)
  const pages = manifest.pages.length
  console.error(
    `manifest: ${pages} pages, ${search.records} search records, ${errors} errors, ${warnings} warnings → ${flags.out} (${ms} ms)`,
  )
  // A broken page is the author's to fix and never fails the run (unless --strict); a broken site
  // config is the operator's, and does.
  return (flags.strict && errors > 0) || hasConfigErrors(manifest.diagnostics) ? 1 : 0
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(`manifest: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 2
  },
)
