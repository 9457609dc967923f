// CLI: npm run schema — writes schema/site-config.schema.json (the JSON Schema editors use to
// complete and check site.config.json) from the one schema in manifest/site-config-schema.ts.

import { writeFile } from 'node:fs/promises'
import { siteConfigJsonSchema } from '../manifest/site-config-schema'

const file = 'schema/site-config.schema.json'
await writeFile(file, `${JSON.stringify(siteConfigJsonSchema(), null, 2)}\n`)
console.log(`wrote ${file}`)
