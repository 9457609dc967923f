// CLI: npm run bench:versions [-- --src DIR --site-config FILE --vars FILE --base PATH --out DIR]
// Several documentation versions in one folder, against the budgets of issue 38: the current
// version (the content flags; default docs-src) with the shared corpus as 5.7.0, built whole and
// each alone (full build ≤ the two single builds + 10 %); one page of 5.7.0 edited and built again
// (only 5.7.0 rebuilt, ≤ 0.6 × the full build); ten versions (the corpus nine times, under nine
// paths): peak memory ≤ 1.5 × one version's; and what a first visit to a page of an older version
// downloads, gzip as served, against the same page of a single-version site (± 5 %). Each build
// runs in a process of its own, so that its peak memory is its own.

import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { toolFlags } from './lib/content-flags'
import { prepareCorpus } from './lib/corpus-config'
import { printTable } from './bench/print-table'
import { childBuild, type VersionBuildFigures } from './bench/version-build'
import { firstVisitBytes } from './bench/first-visit-bytes'

/** The page whose first visit is measured, and the one edited in the older version. */
const PAGE = 'manual/jobs/job-options'
const OLDER = '5.7.0'

const flags = toolFlags({
  name: 'bench:versions',
  summary:
    'Builds the current docs with the shared corpus as older versions: full vs single builds, rebuild of one version, memory at ten versions, first-visit bytes.',
})
const corpus = await prepareCorpus()
if (!corpus) {
  console.error('bench:versions: needs ../shared (the corpus is the older version)')
  process.exit(2)
}
const work = flags.out ?? (await mkdtemp(path.join(os.tmpdir(), 'bench-versions-')))

/** The current version's config with `versions` built from the corpus at each of `paths`. */
async function versionedConfig(name: string, paths: string[], olderSrc: string): Promise<string> {
  const own = flags.siteConfig
    ? (JSON.parse(await readFile(flags.siteConfig, 'utf8')) as Record<string, unknown>)
    : { title: 'Current' }
  const listed = Array.isArray(own.versions) ? (own.versions as Array<Record<string, unknown>>) : []
  const current = listed.find((v) => v.current)?.text ?? 'current'
  const versions = [
    { text: String(current), current: true },
    ...paths.map((p) => ({
      text: p.replace(/\/$/, ''),
      path: p,
      src: olderSrc,
      siteConfig: corpus!.siteConfig,
      vars: corpus!.vars,
    })),
  ]
  const file = path.join(work, `${name}.site.json`)
  await writeFile(file, JSON.stringify({ ...own, versions }))
  return file
}

try {
  // A copy of the corpus: the rebuild edits one of its pages (../shared is read only).
  const olderSrc = path.join(work, 'corpus')
  await cp(corpus.src, olderSrc, { recursive: true, dereference: true })
  const base = flags.base ?? '/docs/'
  const current = { src: flags.src, siteConfig: flags.siteConfig, vars: flags.vars, base }

  console.log('building the current version alone …')
  const one = await childBuild({ ...current, out: path.join(work, 'out-current') })
  console.log(`building ${OLDER} alone …`)
  const olderOnly = path.join(work, 'out-older')
  const two = await childBuild({
    src: olderSrc,
    siteConfig: corpus.siteConfig,
    vars: corpus.vars,
    base,
    out: olderOnly,
  })
  console.log(`building both into one folder …`)
  const twoConfig = await versionedConfig('two', [`${OLDER}/`], olderSrc)
  const outTwo = path.join(work, 'out-two')
  const full = await childBuild({ ...current, siteConfig: twoConfig, out: outTwo })
  console.log(`editing one page of ${OLDER} and building again …`)
  const edited = path.join(olderSrc, `${PAGE}.md`)
  await writeFile(edited, `${await readFile(edited, 'utf8')}\n\nOne more sentence for the rebuild.\n`)
  const rebuild = await childBuild({ ...current, siteConfig: twoConfig, out: outTwo })
  console.log('building ten versions into one folder …')
  const nine = Array.from({ length: 9 }, (_, i) => `5.${i}.0/`)
  const tenConfig = await versionedConfig('ten', nine, olderSrc)
  const outTen = path.join(work, 'out-ten')
  const ten = await childBuild({ ...current, siteConfig: tenConfig, out: outTen })

  const single = firstVisitBytes(olderOnly, base, `${PAGE}.html`)
  const inTwo = firstVisitBytes(outTwo, base, `${OLDER}/${PAGE}.html`)
  const inTen = firstVisitBytes(outTen, base, `${nine[8]}${PAGE}.html`)
  const currentInTen = firstVisitBytes(outTen, base, `${PAGE}.html`)

  const sum = one.ms + two.ms
  const peakOne = Math.max(one.peakRssMb, two.peakRssMb)
  const rebuilt = (figures: VersionBuildFigures) =>
    figures.versions
      .filter((v) => !v.reused)
      .map((v) => v.text)
      .join(', ') || 'none'
  const ok = (pass: boolean) => (pass ? 'ok' : 'OVER')
  const ms = (v: number) => `${Math.round(v)} ms`
  const mb = (v: number) => `${v.toFixed(0)} MB`
  const kb = (v: number) => `${(v / 1024).toFixed(1)} KB`
  const within = (a: number, b: number, share: number) => Math.abs(b - a) <= a * share
  const pct = (a: number, b: number) => `${(((b - a) / a) * 100).toFixed(1)} %`
  const onlyOlder = rebuild.versions.every((v) => v.reused === (v.text !== OLDER))
  printTable(
    ['measure', 'figure', 'against', 'budget', ''],
    [
      ['current alone: build', ms(one.ms), `${one.versions[0]?.pages} pages`, '', ''],
      [`${OLDER} alone: build`, ms(two.ms), `${two.versions[0]?.pages} pages`, '', ''],
      ['both in one folder: full build', ms(full.ms), `sum ${ms(sum)}`, '≤ sum + 10 %', ok(full.ms <= sum * 1.1)],
      [
        `rebuild after editing one page of ${OLDER}`,
        ms(rebuild.ms),
        `full ${ms(full.ms)} (${(rebuild.ms / full.ms).toFixed(2)}×)`,
        '≤ 0.6 × full',
        ok(rebuild.ms <= full.ms * 0.6),
      ],
      ['  versions rendered again', rebuilt(rebuild), OLDER, `${OLDER} only`, ok(onlyOlder)],
      ['ten versions: full build', ms(ten.ms), `${ten.versions.reduce((s, v) => s + v.pages, 0)} pages`, '', ''],
      [
        'ten versions: peak RSS',
        mb(ten.peakRssMb),
        `one version ${mb(peakOne)} (${(ten.peakRssMb / peakOne).toFixed(2)}×)`,
        '≤ 1.5 ×',
        ok(ten.peakRssMb <= peakOne * 1.5),
      ],
      [
        `first visit, ${OLDER}/${PAGE} (of 2)`,
        kb(inTwo.gzip),
        `single-version site ${kb(single.gzip)} (${pct(single.gzip, inTwo.gzip)})`,
        '± 5 %',
        ok(within(single.gzip, inTwo.gzip, 0.05)),
      ],
      [
        `first visit, ${nine[8]}${PAGE} (of 10)`,
        kb(inTen.gzip),
        `single-version site ${kb(single.gzip)} (${pct(single.gzip, inTen.gzip)})`,
        '± 5 %',
        ok(within(single.gzip, inTen.gzip, 0.05)),
      ],
      [`first visit, current ${PAGE} (of 10)`, kb(currentInTen.gzip), '', '', ''],
    ],
  )
  console.log('\nper version of the ten-version build:')
  for (const v of ten.versions) console.log(`  ${v.text} at ${v.base}: ${v.pages} pages, ${Math.round(v.ms)} ms`)
  console.log(
    `\nEach build in a process of its own (peak RSS is that process's). Load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs.`,
  )
  console.log(
    'First visit: the shell and every file it names (styles, first paint, preloads, markdown, app entry and chunks), gzip level 6 sizes, each file once.',
  )
} finally {
  if (!flags.out) await rm(work, { recursive: true, force: true })
}
