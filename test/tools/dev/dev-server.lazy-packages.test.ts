// The dev bundle leaves the large packages some pages load (API explorer, stream players) to the
// server, which bundles each on its own when a page first asks for it, outside the site's base.

import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startDevServer, type DevServer } from '../../../tools/dev/dev-server'

describe('tools/dev lazy packages', () => {
  let src = ''
  let server: DevServer | undefined
  afterAll(async () => {
    await server?.close()
    await rm(src, { recursive: true, force: true })
  })

  it('answers each as an ES module, outside the base, and nothing else there', async () => {
    src = await mkdtemp(path.join(os.tmpdir(), 'dev-lazy-'))
    await writeFile(path.join(src, 'index.md'), '# Home\n\nText.\n')
    server = await startDevServer({ src, base: '/manual/', savedRenders: false, port: 0, log: false })
    const origin = new URL(server.url).origin
    const hls = await fetch(`${origin}/__runbook-dev-vendor/hls.js-light.js`)
    expect(hls.status).toBe(200)
    expect(hls.headers.get('content-type')).toMatch(/javascript/)
    expect(await hls.text()).toMatch(/export\s*\{[^}]*\bdefault\b/)
    const dash = await (await fetch(`${origin}/__runbook-dev-vendor/dashjs.js`)).text()
    expect(dash).toMatch(/\bMediaPlayer\b/)
    expect((await fetch(`${origin}/__runbook-dev-vendor/react.js`)).status).toBe(404)
  })
})
