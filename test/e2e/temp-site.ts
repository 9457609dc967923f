// Builds a site into a temp folder and serves it, for specs that need their own build (base, config, rebuilds).

import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { buildSite, type BuildSiteOptions } from '../../tools/publish/build-site'
import { serveStatic, type RunningServer } from '../../tools/serve/static-server'

/** A built and served temp site. */
export interface TempSite {
  /** Temp folder holding `src/` (a copy of docs-src), `out/` and `site.config.json`. */
  dir: string
  src: string
  out: string
  siteConfig: string
  /** e.g. http://127.0.0.1:PORT/docs/ */
  url: string
  /** Builds again into the same folder (the server keeps running). */
  rebuild(): Promise<void>
  close(): Promise<void>
}

/**
 * Copies docs-src, writes its site config with `config` merged over it, lets `prepare` add to the
 * copy, builds at `base` and serves the result.
 */
export async function startTempSite(
  base: string,
  config: Record<string, unknown> = {},
  prepare?: (src: string) => Promise<void>,
): Promise<TempSite> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'runbook-site-'))
  const src = path.join(dir, 'src')
  const out = path.join(dir, 'out')
  const siteConfig = path.join(dir, 'site.config.json')
  await cp('docs-src', src, { recursive: true })
  const original = JSON.parse(await readFile('docs-src/site.config.json', 'utf8'))
  await writeFile(siteConfig, JSON.stringify({ ...original, ...config }))
  await prepare?.(src)
  const options: BuildSiteOptions = { src, siteConfig, base, out }
  await buildSite(options)
  let running: RunningServer | undefined = await serveStatic({ root: out, base })
  return {
    dir,
    src,
    out,
    siteConfig,
    url: running.url,
    rebuild: async () => {
      await buildSite(options)
    },
    close: async () => {
      await running?.close()
      running = undefined
      await rm(dir, { recursive: true, force: true })
    },
  }
}
