// Builds docs-src at base /docs/ into a temp folder once, serves it, and hands the URL to every spec.

import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildSite } from '../../tools/publish/build-site'
import { serveStatic } from '../../tools/serve/static-server'

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the served docs-src site, e.g. http://127.0.0.1:PORT/docs/ */
    baseUrl: string
    /** Folder holding the built site. */
    distDir: string
  }
}

export default async function setup(project: TestProject) {
  const out = await mkdtemp(path.join(os.tmpdir(), 'runbook-e2e-'))
  await buildSite({
    src: 'docs-src',
    siteConfig: 'docs-src/site.config.json',
    base: '/docs/',
    out,
  })
  const running = await serveStatic({ root: out, base: '/docs/' })
  project.provide('baseUrl', running.url)
  project.provide('distDir', out)
  return async () => {
    await running.close()
    await rm(out, { recursive: true, force: true })
  }
}
