// CLI: npm run dev [-- --src DIR --site-config FILE --vars FILE --base PATH --port N]

import { toolFlags } from './lib/content-flags'
import { startDevServer } from './dev/dev-server'
import { printDiagnostics } from './lib/print-diagnostics'
import { devTiming } from './dev/dev-timings'

devTiming('modules loaded')

const flags = toolFlags({
  name: 'dev',
  summary: 'Serves the docs folder as it is on disk with live updates on every save (port 5173 unless --port).',
})
const started = performance.now()
const dev = await startDevServer({ ...flags, port: flags.port ?? 5173 })
const pages = dev.content.output.manifest.pages.length
const ms = () => Math.round(performance.now() - started)
const report = async () => {
  const { problems } = await dev.content.problems()
  const errors = printDiagnostics(problems)
  return `${errors} errors, ${problems.length - errors} warnings`
}
if (dev.content.skimmed) {
  // A large site: its address at once, its problems once every page is rendered.
  console.log(`${pages} pages (ready in ${ms()} ms; rendering every page in the background)`)
  console.log(`Runbook Docs dev server: ${dev.url}`)
  devTiming('address printed')
  void report().then((counts) => {
    console.log(counts)
    devTiming('problems printed')
  })
} else {
  const counts = await report()
  console.log(`${pages} pages, ${counts} (ready in ${ms()} ms)`)
  console.log(`Runbook Docs dev server: ${dev.url}`)
  devTiming('address printed')
  devTiming('problems printed')
}
const stop = () => {
  void dev.close().then(() => process.exit(0))
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
