// CLI: npm run schema — writes schema/site-config.schema.json (the JSON Schema editors use to
// complete and check site.config.json) from the one schema in manifest/config/site-config-schema.ts,
// and the manifest's guard (manifest/manifest-guard.ts) from the one in manifest/manifest-schema.ts.

import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { siteConfigJsonSchema } from '../manifest/config/site-config-schema'
import { MANIFEST_GUARD_FILE, writtenManifestGuard } from './lib/manifest-guard'

const HELP = `Writes schema/site-config.schema.json from the site config schema and
manifest/manifest-guard.ts from the manifest schema.

usage: npm run schema [-- --help]`
try {
  const { values } = parseArgs({ options: { help: { type: 'boolean', short: 'h' } } })
  if (values.help) {
    console.log(HELP)
    process.exit(0)
  }
} catch (error) {
  console.error(`schema: ${error instanceof Error ? error.message : String(error)} (npm run schema -- --help)`)
  process.exit(2)
}

const file = 'schema/site-config.schema.json'
await writeFile(file, `${JSON.stringify(siteConfigJsonSchema(), null, 2)}\n`)
console.log(`wrote ${file}`)
await writeFile(MANIFEST_GUARD_FILE, await writtenManifestGuard())
console.log(`wrote ${MANIFEST_GUARD_FILE}`)
