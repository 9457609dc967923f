import path from 'node:path'
import { serveStatic } from './tools/lib/static-server'
import { launchChromium } from './tools/lib/chromium'
const out = '/tmp/hs-out'
const server = await serveStatic({ root: out, base: '/docs/' })
const browser = await launchChromium()
for (const file of process.argv.slice(2)) {
  const page = await browser.newPage()
  const cdp = await page.context().newCDPSession(page)
  const events: any[] = []
  cdp.on('Tracing.dataCollected', (e: any) => events.push(...e.value))
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r))
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' })
  const t = Date.now()
  await page.goto(server.url + file.replace(/\.md$/, ''))
  await page.waitForFunction(`document.querySelector('main .content')?.textContent.includes('End of the generated page.')`, undefined, { timeout: 60000, polling: 200 }).catch(() => console.log('not shown'))
  console.log(file, Date.now() - t, 'ms')
  await page.waitForTimeout(1500)
  await cdp.send('Tracing.end'); await done
  const agg = new Map<string, { n: number; ms: number; max: number }>()
  for (const e of events) if (e.ph === 'X' && e.dur) { const a = agg.get(e.name) ?? { n: 0, ms: 0, max: 0 }; a.n++; a.ms += e.dur / 1000; a.max = Math.max(a.max, e.dur / 1000); agg.set(e.name, a) }
  console.log([...agg].filter(([k]) => /Layout|Style|Paint|ParseHTML|FunctionCall|EvaluateScript|RunTask|TimerFire|Animation|HitTest|UpdateLayoutTree|PrePaint|Layerize|Commit/.test(k)).sort((a, b) => b[1].ms - a[1].ms).slice(0, 14).map(([k, v]) => `${k.padEnd(28)} n=${String(v.n).padStart(5)} total=${v.ms.toFixed(0).padStart(6)} ms max=${v.max.toFixed(0)} ms`).join('\n'))
  // the stacks of forced layouts
  const forced = events.filter((e) => e.name === 'Layout' && e.args?.beginData?.stackTrace?.length).map((e) => `${(e.dur / 1000).toFixed(0)}ms ${e.args.beginData.stackTrace.slice(0, 2).map((f: any) => `${f.functionName}@${f.url.split('/').pop()}:${f.lineNumber}`).join(' < ')}`)
  console.log('forced layouts:', forced.length, '\n' + forced.sort((a, b) => parseInt(b) - parseInt(a)).slice(0, 8).join('\n'))
  await page.close()
}
await browser.close(); await server.close()
