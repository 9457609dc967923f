// CLI: npm run dev [-- --src DIR --site-config FILE --vars FILE --base PATH --port N]

import { toolFlags } from './lib/content-flags'
import { startAppBundle } from './dev/dev-app-bundle'
import { devTiming } from './dev/dev-timings'

devTiming('CLI started')
const flags = toolFlags({
  name: 'dev',
  summary: 'Serves the docs folder as it is on disk with live updates on every save (port 5173 unless --port).',
})
const started = performance.now()
// The app's bundle first: esbuild builds it on its own threads while the server's modules load
// and the docs are read (on a cold start the bundle was what the first page waited for).
const appBundle = startAppBundle()
appBundle.catch(() => undefined) // reported where the server awaits it
const [{ startDevServer }, { printDiagnostics }] = await Promise.all([
  import('./dev/dev-server'),
  import('./lib/print-diagnostics'),
])
devTiming('modules loaded')
const dev = await startDevServer({ ...flags, port: flags.port ?? 5173, appBundle })
const pages = dev.content.output.manifest.pages.length
const ms = () => Math.round(performance.now() - started)
const report = async () => {
  const { problems } = await dev.content.problems()
  const errors = printDiagnostics(problems)
  return `${errors} errors, ${problems.length - errors} warnings`
}
// The address at once; the problems once every page is rendered and the first page has loaded.
console.log(
  `${pages} pages (ready in ${ms()} ms${dev.content.skimmed ? '; rendering every page in the background' : ''})`,
)
console.log(`Runbook Docs dev server: ${dev.url}`)
devTiming('address printed')
void dev.pageLoaded.then(report).then((counts) => {
  console.log(counts)
  devTiming('problems printed')
})
const stop = () => {
  void dev.close().then(() => process.exit(0))
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
