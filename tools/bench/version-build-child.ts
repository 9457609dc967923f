// One build for bench:versions, in a process of its own so that its peak memory is its own: builds
// with buildVersions (the options as JSON in the first argument) and prints one line,
// `bench-build {json}`: each version's report, the build's time and the process's peak RSS.

import { buildVersions } from '../versions/build-versions'
import type { BuildSiteOptions } from '../publish/build-site'

const options = JSON.parse(process.argv[2] ?? '{}') as BuildSiteOptions
const started = performance.now()
const result = await buildVersions(options)
const ms = performance.now() - started
const versions = result.versions.map(({ text, base, pages, ms, reused }) => ({ text, base, pages, ms, reused }))
const problems = result.problems.length
console.log(
  `bench-build ${JSON.stringify({ ms, peakRssMb: process.resourceUsage().maxRSS / 1024, versions, problems })}`,
)
