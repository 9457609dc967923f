// Locates the shared Rundeck test corpus and its site config (with the redirect map merged in).

import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

/** Paths of the corpus inputs, when `../shared` is present. */
export interface CorpusPaths {
  src: string
  siteConfig: string
  vars: string
}

/**
 * Finds `<repo>/../shared/corpus/rundeck-docs` and writes a merged site config
 * (rundeck-site.json + `redirects` from site-facts.json) into a temp folder, because
 * rundeck-site.json alone has no redirect map. Returns undefined when the corpus is absent.
 */
export async function prepareCorpus(repoRoot: string): Promise<CorpusPaths | undefined> {
  const shared = path.resolve(repoRoot, '../shared')
  const src = path.join(shared, 'corpus/rundeck-docs')
  const compat = path.join(shared, 'compat')
  const siteFile = path.join(compat, 'rundeck-site.json')
  if (!existsSync(src) || !existsSync(siteFile)) return undefined
  const site = JSON.parse(readFileSync(siteFile, 'utf8')) as Record<string, unknown>
  const factsFile = path.join(compat, 'site-facts.json')
  if (existsSync(factsFile)) {
    const facts = JSON.parse(readFileSync(factsFile, 'utf8')) as {
      redirects?: { map?: Record<string, string> }
    }
    if (facts.redirects?.map) site.redirects = facts.redirects.map
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'runbook-corpus-'))
  const siteConfig = path.join(dir, 'rundeck-site.json')
  await writeFile(siteConfig, JSON.stringify(site))
  return { src, siteConfig, vars: path.join(compat, 'rundeck-vars.json') }
}
