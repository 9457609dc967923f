// CLI: npm start [-- --src DIR --site-config FILE --vars FILE --base PATH --out DIR --port N]
// Builds when the inputs changed since the last build (the older versions' folders the site config
// names among them), then serves the folder on 127.0.0.1.

import { toolFlags } from './lib/content-flags'
import { fingerprint, isFresh, writeStamp } from './publish/build-stamp'
import { printDiagnostics } from './lib/print-diagnostics'
import { serveStatic } from './serve/static-server'
import { buildVersions } from './versions/build-versions'
import { planVersions } from './versions/version-plan'
import { versionLines, withVersionPrefix } from './versions/version-report'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

const flags = toolFlags({
  name: 'start',
  summary: 'Builds the site when its inputs changed (into --out, default dist) and serves it on 127.0.0.1.',
})
const out = flags.out ?? 'dist'
const inputs = [flags.src, 'app', 'manifest', 'esbuild.config.ts', 'package-lock.json']
if (flags.siteConfig) inputs.push(flags.siteConfig)
if (flags.vars) inputs.push(flags.vars)
const plan = await planVersions(flags)
for (const version of plan.older) {
  inputs.push(version.src)
  if (version.siteConfig) inputs.push(version.siteConfig)
  if (version.vars) inputs.push(version.vars)
}
const print = await fingerprint(inputs, JSON.stringify({ ...flags, port: 0 }))

if (await isFresh(out, print)) {
  console.log(`${out} is up to date`)
} else {
  const result = await buildVersions({ ...flags, out })
  const several = result.versions.length > 1
  printDiagnostics(result.problems)
  for (const v of result.versions) printDiagnostics(several ? withVersionPrefix(v.text, v.diagnostics) : v.diagnostics)
  await writeStamp(out, print)
  if (several) for (const line of versionLines(result.versions)) console.log(line)
  console.log(`built ${result.versions.reduce((sum, v) => sum + v.pages, 0)} pages into ${out}`)
}

const manifest = JSON.parse(await readFile(path.join(out, 'manifest.json'), 'utf8'))
const running = await serveStatic({ root: out, base: manifest.site.base, port: flags.port ?? 4173 })
console.log(`Runbook Docs is served at ${running.url}`)
